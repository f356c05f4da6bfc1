import XCTest
@testable import SampleKit

final class HistoryTests: XCTestCase {
    var calculator: Calculator!

    override func setUp() {
        super.setUp()
        calculator = Calculator()
    }

    func testStartsEmpty() {
        XCTAssertTrue(calculator.history.isEmpty)
    }
}
