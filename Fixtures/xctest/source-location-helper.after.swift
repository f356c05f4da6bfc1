import Testing
@testable import SampleKit

struct HelperTests {
    @Test func wordsAreTokenized() {
        assertTokens("a b", [.word("a"), .word("b")])
    }

    @Test func numbersAreTokenized() {
        assertTokens("1 2.5", [.integer(1), .decimal(2.5)])
    }

    @Test func everyWordIsTokenized() {
        assertAllWords(["x", "y"])
    }

    private func assertAllWords(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        func check(_ text: String) {
            #expect(tokenize(text) == [.word(text)], sourceLocation: sourceLocation)
        }
        texts.forEach(check)
    }

    private func assertTokens(
        _ text: String,
        _ expected: [Token],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let tokens = tokenize(text)
        #expect(tokens == expected, "tokens of \(text)", sourceLocation: sourceLocation)
        if tokens.isEmpty {
            Issue.record("no tokens", sourceLocation: sourceLocation)
        }
    }
}
