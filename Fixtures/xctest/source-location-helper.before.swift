import XCTest
@testable import SampleKit

final class HelperTests: XCTestCase {
    func testWordsAreTokenized() {
        assertTokens("a b", [.word("a"), .word("b")])
    }

    func testNumbersAreTokenized() {
        assertTokens("1 2.5", [.integer(1), .decimal(2.5)])
    }

    func testEveryWordIsTokenized() {
        assertAllWords(["x", "y"])
    }

    private func assertAllWords(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
        func check(_ text: String) {
            XCTAssertEqual(tokenize(text), [.word(text)], file: file, line: line)
        }
        texts.forEach(check)
    }

    private func assertTokens(
        _ text: String,
        _ expected: [Token],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let tokens = tokenize(text)
        XCTAssertEqual(tokens, expected, "tokens of \(text)", file: file, line: line)
        if tokens.isEmpty {
            XCTFail("no tokens", file: file, line: line)
        }
    }
}
