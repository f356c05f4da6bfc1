import XCTest

final class UnknownIDConvertedTests: XCTestCase {
    // swift-migrate:disable-next-line xctest.asert
    func testConverted() {
        XCTAssertTrue(true)
    }
}
