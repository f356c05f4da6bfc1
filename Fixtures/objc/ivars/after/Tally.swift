import Foundation

@objc(Tally)
@objcMembers
class Tally: NSObject {
    var name: String
    var limit: NSNumber?
    private var _total: Int = 0
    private var label: String?
    private var sealed: Bool = false
    private var _adds: UInt = 0

    @objc(initWithName:)
    init(name: String) {
        self.name = name
        super.init()
        self._total = 1
    }

    @objc(add:)
    func add(_ amount: Int) {
        if self.sealed {
            return
        }
        self._total += amount
        self._adds += 1
        if self._total > 100 {
            self.sealed = true
        }
    }

    func total() -> Int {
        return self._total
    }

    @objc(useLabel:)
    func useLabel(_ text: String?) {
        self.label = text
    }

    func hasLabel() -> Bool {
        return self.label != nil
    }

    func labelOrName() -> String {
        return self.label ?? self.name
    }

    func isSealed() -> Bool {
        return self.sealed
    }
}
