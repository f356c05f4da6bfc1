import Testing

@testable import SourceSyntax

/// Lexical errors the compiler reports (`swiftc -frontend -parse`), each checked against it: the
/// engine refuses a rewrite with more problems than its input, so each must be counted, and the
/// valid neighbours must not be.
@Suite struct LexicalProblemTests {
    func problems(_ source: String) -> [SyntaxProblem.Kind] {
        let file = SourceFile(text: source)
        #expect(file.print() == source)
        return file.problems.map(\.kind)
    }

    @Test(arguments: [
        #"let a = "\u{41}\0\t\n\r\"\'\\""#,
        ##"let a = #"\q \u{}"#"##,
        ##"let a = #"\#t \#u{1F600}"#"##,
        "let a = \"\"\"\n  x \\\n  y\n  \"\"\"",
        "let a = \"\"\"\n  x\n\n  \\(\n  b)\n  \"\"\"",
        "let a = \"\"\"\r\n  x\r\n  \"\"\"",
        "let a = \"\"\"\n\"\"\"",
    ])
    func validEscapesAndLayouts(_ source: String) {
        #expect(problems(source).isEmpty)
    }

    @Test(arguments: [
        #"let a = "\q""#, #"let a = "\x27""#, #"let a = "\u{}""#, #"let a = "\u{123456789}""#, #"let a = "\u{D800}""#,
        ##"let a = #"\#q"#"##,
    ])
    func invalidEscapes(_ source: String) {
        #expect(problems(source) == [.invalidEscape])
    }

    @Test(arguments: [
        ("let a = \"\"\"\n  x\n y\n  \"\"\"", SyntaxProblem.Kind.multilineStringIndentation),
        ("let a = \"\"\"\n  x\n \n  \"\"\"", .multilineStringIndentation),  // a blank line that is not empty
        ("let a = \"\"\"\n\tx\n  \"\"\"", .multilineStringIndentation),  // a tab where spaces close
        ("let a = \"\"\"\n  \\(\nb)\n  \"\"\"", .multilineStringIndentation),  // interpolated lines count
        ("let a = \"\"\" x\n  \"\"\"", .multilineStringDelimiter),
        ("let a = \"\"\"\n  x\"\"\"", .multilineStringDelimiter),
    ])
    func multilineLayout(_ source: String, kind: SyntaxProblem.Kind) {
        #expect(problems(source) == [kind])
    }

    @Test func singleLineStringCannotContinueWithBackslash() {
        #expect(problems("let a = \"abc\\\nlet b = 1\n") == [.unterminatedString])
    }

    @Test(arguments: ["let a = 1abc", "let a = 0x", "let a = 0b102", "let a = 0o78", "let a = 1e", "let a = 1.5f"])
    func invalidNumbers(_ source: String) {
        #expect(problems(source) == [.invalidNumber])
    }

    @Test(arguments: ["let a = 0x1p-2 + 0b1_0 + 0o7_7 + 1_000.5e+3", "t.0.1", "1.description", "x = 1...2"])
    func validNumbers(_ source: String) {
        #expect(problems(source).isEmpty)
    }

    @Test func strayCommentEndAndCurlyQuotes() {
        #expect(problems("let a = 1 */ 2") == [.unexpectedCommentEnd])
        #expect(problems("let a = \u{201C}hi\u{201D}") == [.unknownCharacter, .unknownCharacter])
        #expect(problems("let a = b /* c */ * d").isEmpty)
    }

    @Test func commentsInsideInterpolations() {
        #expect(problems(#"let a = "\(b /* c */) d""#).isEmpty)
        #expect(problems(#"let a = "\(self.de*/scription)""#) == [.unexpectedCommentEnd])
        #expect(problems("let a = \"\\(b // c)\"\nlet d = 1\n") == [.unterminatedString])
        #expect(problems("let a = \"\"\"\n  \\(b // c\n  )\n  \"\"\"\n").isEmpty, "a multi-line literal may go on")
    }
}
