import XCTest
@testable import SampleKit

extension HistoryTests {
    func testResetClearsHistory() {
        calculator.add(1, 2)
        calculator.reset()
        XCTAssertEqual(calculator.history, [])
        XCTAssertNil(calculator.lastResult)
    }
}
