import Foundation

@objc(Service)
@objcMembers
class Service: NSObject {
    var current: Model?

    @objc(select:)
    func select(_ model: Model) {
        self.current = model
    }

    func hasSelection() -> Bool {
        return self.current != nil
    }
}
