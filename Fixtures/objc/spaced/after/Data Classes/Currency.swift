import Foundation

@objcMembers
class Currency: NSObject {
    var code: String?
}
