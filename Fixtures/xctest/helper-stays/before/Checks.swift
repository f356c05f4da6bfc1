import XCTest
@testable import SampleKit

func checkParses(_ text: String, as value: Int) {
    XCTAssertEqual(NumberParser().parseIfPossible(text), value)
}
