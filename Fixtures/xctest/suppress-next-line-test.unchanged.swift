import XCTest

// A test kept as `func testTwo()` inside a struct suite would silently stop running: the whole
// class stays.
final class NextLineTestKeptTests: XCTestCase {
    func testOne() {
        XCTAssertTrue(true)
    }

    // swift-migrate:disable-next-line xctest.test
    func testTwo() {
        XCTAssertTrue(true)
    }
}
