import XCTest
@testable import SampleKit

final class AsyncTeardownTests: XCTestCase {
    let store = KeyValueStore()

    override func tearDown() async throws {
        store.close()
        try await Task.sleep(nanoseconds: 1_000)
    }

    func testStoreStartsClosed() {
        XCTAssertFalse(store.isOpen)
    }
}
