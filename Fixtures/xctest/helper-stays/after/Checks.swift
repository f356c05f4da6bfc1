import XCTest
import Testing
@testable import SampleKit

func checkParses(_ text: String, as value: Int) {
    if Test.current != nil {
        #expect(NumberParser().parseIfPossible(text) == value)
    } else {
        XCTAssertEqual(NumberParser().parseIfPossible(text), value)
    }
}
