import XCTest
@testable import SampleKit

final class InsertionTests: StoreTestCase {
    var seeded: [String]!

    override func setUp() {
        super.setUp()
        seeded = makeItems(2)
        log.append("subclass set-up")
    }

    func testSetUpOrder() {
        XCTAssertEqual(log, ["base set-up", "subclass set-up"])
    }

    func testInsert() {
        assertEmpty()
        for item in seeded { store.set(item, for: item) }
        XCTAssertEqual(store.values.count, 2)
    }
}
