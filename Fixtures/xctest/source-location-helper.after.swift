import Testing
@testable import SampleKit

struct HelperTests {
    @Test func wordsAreTokenized() {
        assertTokens("a b", [.word("a"), .word("b")])
    }

    @Test func numbersAreTokenized() {
        assertTokens("1 2.5", [.integer(1), .decimal(2.5)])
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
