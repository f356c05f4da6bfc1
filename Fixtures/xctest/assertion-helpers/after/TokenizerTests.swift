import Testing
@testable import SampleKit

struct TokenizerTests {
    @Test func words() {
        assertTokens("a b", [.word("a"), .word("b")])
        assertSingleWord("hello")
    }

    @Test func numbersRoundTrip() {
        for value in [0, 7, -12] {
            ParserChecks.checkRoundTrip(value)
        }
    }

    @Test func decimals() {
        func check(_ text: String, _ value: Double, file: StaticString = #filePath, line: UInt = #line) {
            #expect(tokenize(text) == [.decimal(value)], sourceLocation: SourceLocation(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1))
        }
        check("2.5", 2.5)
        check("0.25", 0.25)
    }
}
