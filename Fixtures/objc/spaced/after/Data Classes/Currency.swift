import Foundation

@objc(Currency)
@objcMembers
class Currency: NSObject {
    var code: String?
}
