import Foundation

@objcMembers
class Screen: NSObject {

}
