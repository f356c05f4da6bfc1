import Foundation

@objc(Screen)
@objcMembers
class Screen: NSObject {

}
