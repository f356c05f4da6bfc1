import XCTest
@testable import SampleKit

final class SharedCacheTests: XCTestCase {
    nonisolated(unsafe) static var cache: [String: Int] = [:]

    override func setUp() {
        super.setUp()
        SharedCacheTests.cache.removeAll()
    }

    func testInsert() {
        SharedCacheTests.cache["a"] = 1
        XCTAssertEqual(SharedCacheTests.cache.count, 1)
    }

    func testInsertTwo() {
        Self.cache["a"] = 1
        Self.cache["b"] = 2
        XCTAssertEqual(Self.cache.count, 2)
    }
}
