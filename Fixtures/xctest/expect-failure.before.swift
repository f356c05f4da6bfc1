import XCTest
@testable import SampleKit

final class RoundingBugTests: XCTestCase {
    func testRoundsHalfUp() {
        XCTExpectFailure("rounding is not implemented yet") {
            XCTAssertEqual(NumberParser().parseIfPossible("2.5"), 3)
        }
    }

    func testSometimesSlow() {
        XCTExpectFailure("flaky on shared runners", options: .nonStrict()) {
            XCTAssertTrue(tokenize("a").count == 1)
        }
    }
}
