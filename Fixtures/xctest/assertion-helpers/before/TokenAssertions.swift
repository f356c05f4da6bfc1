import XCTest
@testable import SampleKit

func assertTokens(_ text: String, _ expected: [Token], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(tokenize(text), expected, "tokens of '\(text)'", file: file, line: line)
}

func assertSingleWord(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    assertTokens(text, [.word(text)], file: file, line: line)
}

enum ParserChecks {
    static func checkRoundTrip(_ value: Int) {
        XCTAssertEqual(NumberParser().parseIfPossible(String(value)), value)
    }
}
