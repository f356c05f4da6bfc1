import XCTest

// Stops at its first failure.
final class ParserTests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    func testDigits() {
        XCTAssertEqual(Int("12"), 12)
    }
}
