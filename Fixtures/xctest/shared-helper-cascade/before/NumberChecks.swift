import XCTest
@testable import SampleKit

// Called by a class that stays in XCTest and by one that converts: it must fail both.
func checkNumber(_ text: String, is value: Int, file: StaticString = #filePath, line: UInt = #line) {
    let parsed = NumberParser().parseIfPossible(text)
    XCTAssertEqual(parsed, value, "parsing \(text)", file: file, line: line)
}
