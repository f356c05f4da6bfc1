import Foundation

@objc(Item)
@objcMembers
class Item: NSObject {
    private(set) var name: String
    private(set) var quantity: Int = 0
    var isEmpty: Bool {
        return self.quantity == 0
    }
    var summary: String {
        if self.isEmpty {
            return "none"
        }
        return self.name
    }

    @objc(initWithName:quantity:)
    init(name: String, quantity: Int) {
        self.name = name
        self.quantity = quantity
        super.init()
    }

    @objc(initWithName:)
    convenience init(name: String) {
        self.init(name: name, quantity: 0)
    }
}
