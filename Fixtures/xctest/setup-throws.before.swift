import XCTest
@testable import SampleKit

final class StoreSetupTests: XCTestCase {
    var store: KeyValueStore!
    var parser: NumberParser!
    let key = "answer"

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = KeyValueStore()
        store.open()
        parser = NumberParser()
        store.set(String(try parser.parse("42")), for: key)
    }

    override func tearDownWithError() throws {
        store = nil
        parser = nil
        try super.tearDownWithError()
    }

    func testStoredValueParses() throws {
        let stored = try XCTUnwrap(store.value(for: key))
        XCTAssertEqual(try parser.parse(stored), 42)
    }

    func testStoreIsOpen() {
        XCTAssertTrue(store.isOpen)
    }
}
