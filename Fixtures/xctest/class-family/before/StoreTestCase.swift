import XCTest
@testable import SampleKit

/// Shared set-up for the store tests: a fresh store per test, released after it.
class StoreTestCase: XCTestCase {
    var store: KeyValueStore!
    var log: [String] = []

    override func setUp() {
        super.setUp()
        store = KeyValueStore()
        log.append("base set-up")
    }

    override func tearDown() {
        store = nil
        super.tearDown()
    }

    func makeItems(_ count: Int) -> [String] {
        (0..<count).map { "item \($0)" }
    }

    func assertEmpty(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(store.values.isEmpty, "store not empty", file: file, line: line)
    }
}
