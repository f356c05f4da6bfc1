import XCTest
@testable import SampleKit

final class ClassSetUpTests: XCTestCase {
    nonisolated(unsafe) static var sharedStore: KeyValueStore?

    override class func setUp() {
        super.setUp()
        sharedStore = KeyValueStore()
    }

    override class func tearDown() {
        sharedStore = nil
        super.tearDown()
    }

    func testSharedStoreExists() {
        XCTAssertNotNil(Self.sharedStore)
    }
}
