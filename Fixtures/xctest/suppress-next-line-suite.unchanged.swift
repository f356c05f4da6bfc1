import XCTest

// swift-migrate:disable-next-line xctest.suite
final class NextLineSuiteKeptTests: XCTestCase {
    func testKept() {
        XCTAssertTrue(true)
    }
}
