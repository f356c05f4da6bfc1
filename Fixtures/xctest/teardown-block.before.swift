import XCTest
@testable import SampleKit

final class CleanupTests: XCTestCase {
    func testStoreIsClosedAfterwards() {
        let store = KeyValueStore()
        store.open()
        addTeardownBlock {
            store.close()
        }
        store.set("v", for: "k")
        XCTAssertEqual(store.values.count, 1)
    }

    func testSessionEnds() {
        let session = Session()
        addTeardownBlock { session.end() }
        XCTAssertGreaterThan(Tracker.openSessions, 0)
    }
}
