import Testing
@testable import SampleKit

func assertTokens(_ text: String, _ expected: [Token], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(tokenize(text) == expected, "tokens of '\(text)'", sourceLocation: sourceLocation)
}

func assertSingleWord(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    assertTokens(text, [.word(text)], sourceLocation: sourceLocation)
}

enum ParserChecks {
    static func checkRoundTrip(_ value: Int) {
        #expect(NumberParser().parseIfPossible(String(value)) == value)
    }
}
