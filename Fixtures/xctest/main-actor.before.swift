import XCTest
@testable import SampleKit

@MainActor
final class MainActorStoreTests: XCTestCase {
    let store = KeyValueStore()

    override func setUp() async throws {
        try await super.setUp()
        store.open()
    }

    override func tearDown() {
        store.close()
        super.tearDown()
    }

    func testOpenStoreAcceptsValues() async {
        store.set("1", for: "one")
        XCTAssertEqual(store.value(for: "one"), "1")
    }
}
