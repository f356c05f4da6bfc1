import XCTest
import Testing
@testable import SampleKit

// Called by a class that stays in XCTest and by one that converts: it must fail both.
func checkNumber(_ text: String, is value: Int, file: StaticString = #filePath, line: UInt = #line) {
    if Test.current != nil {
        let parsed = NumberParser().parseIfPossible(text)
        #expect(parsed == value, "parsing \(text)", sourceLocation: SourceLocation(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1))
    } else {
        let parsed = NumberParser().parseIfPossible(text)
        XCTAssertEqual(parsed, value, "parsing \(text)", file: file, line: line)
    }
}
