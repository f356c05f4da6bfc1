import XCTest

final class CheckedTests: XCTestCase {
    func testParses() {
        check("digits") {
            XCTAssertEqual(Int("7"), 7)
        }
    }
}
