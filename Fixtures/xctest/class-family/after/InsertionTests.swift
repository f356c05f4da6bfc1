import Testing
@testable import SampleKit

final class InsertionTests: StoreTestCase {
    var seeded: [String]!

    override init() {
        super.init()
        seeded = makeItems(2)
        log.append("subclass set-up")
    }

    @Test func setUpOrder() {
        #expect(log == ["base set-up", "subclass set-up"])
    }

    @Test func insert() {
        assertEmpty()
        for item in seeded { store.set(item, for: item) }
        #expect(store.values.count == 2)
    }
}
