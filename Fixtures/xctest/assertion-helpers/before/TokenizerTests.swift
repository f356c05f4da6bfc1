import XCTest
@testable import SampleKit

final class TokenizerTests: XCTestCase {
    func testWords() {
        assertTokens("a b", [.word("a"), .word("b")])
        assertSingleWord("hello")
    }

    func testNumbersRoundTrip() {
        for value in [0, 7, -12] {
            ParserChecks.checkRoundTrip(value)
        }
    }

    func testDecimals() {
        func check(_ text: String, _ value: Double, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(tokenize(text), [.decimal(value)], file: file, line: line)
        }
        check("2.5", 2.5)
        check("0.25", 0.25)
    }
}
