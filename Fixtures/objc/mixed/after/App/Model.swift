import Foundation

@objc(Model)
@objcMembers
class Model: NSObject {
    var name: String
    var count: Int = 0

    @objc(initWithName:)
    init(name: String) {
        self.name = name
        super.init()
    }

    @objc(incrementBy:)
    func increment(by amount: Int) {
        if amount > 0 {
            self.count += amount
        }
    }

    @objc(summaryWithPrefix:)
    func summary(withPrefix prefix: String) -> String {
        if self.count == 0 {
            return prefix
        }
        return self.name
    }
}
