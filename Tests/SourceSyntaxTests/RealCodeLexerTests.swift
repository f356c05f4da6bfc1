import Testing

@testable import SourceSyntax

/// Lexer cases found by comparing our problems with `swiftc -frontend -parse` on public Swift
/// packages. Each source here is one the compiler accepts (or rejects, where the test says so).
@Suite struct RealCodeLexerTests {
    @Test(arguments: [
        (##"case #"""#:"##, 1),  // swift-testing: a raw string holding one quote
        (##"x.replacing(#"""#, with: #"\""#)"##, 2),  // CodeEdit
        (##"let s = #""""foobar""#"##, 1),  // swift-syntax: `"""foobar"` on one line
        (###"let s = ##"""a"##"###, 1),
    ])
    func rawTripleQuoteClosingOnItsLineIsOneLineString(_ source: String, strings: Int) {
        let file = SourceFile(text: source)
        #expect(file.print() == source)
        #expect(file.problems.isEmpty)
        #expect(file.tokens.filter { $0.kind == .stringLiteral }.count == strings)
    }

    @Test func rawTripleQuoteAloneOnItsLineStillOpensMultilineString() {
        let source = "let s = #\"\"\"\n  \"a\" \"\"\" b\n  \"\"\"#\nlet t = 1\n"
        #expect(kinds(source) == [.keyword, .identifier, .operator, .stringLiteral, .keyword, .identifier, .operator, .integerLiteral])
        #expect(SourceFile(text: source).problems.isEmpty)
    }

    @Test func slashBeforeAnUnbalancedParenIsAnOperator() {
        // CasePaths' prefix `/`: `/Result.success ~= $0 })` would hold an unbalanced `)`.
        let source = "Array(results.prefix(while: { /Result.success ~= $0 }).compactMap(/Result.success))"
        #expect(!kinds(source).contains(.regexLiteral))
        #expect(SourceFile(text: source).problems.isEmpty)
        #expect(kinds("let r = /(a)b/") == [.keyword, .identifier, .operator, .regexLiteral], "balanced groups are fine")
    }

    @Test func slashRegexEndsAtFirstUnescapedSlash() {
        #expect(texts(#"let c = /a\/b/"#).last == #"/a\/b/"#)
        #expect(!kinds("let q = /a /").contains(.regexLiteral), "a regex cannot end with a space")
        #expect(!kinds("infix operator /^/").contains(.regexLiteral))
        #expect(!kinds("static func /(lhs: A, rhs: A) -> A").contains(.regexLiteral))
    }

    @Test func poundRegexSpansLinesOnlyInExtendedForm() {
        let extended = "let b = #/\n  a\n/#\nlet c = 1\n"
        #expect(kinds(extended) == [.keyword, .identifier, .operator, .regexLiteral, .keyword, .identifier, .operator, .integerLiteral])
        #expect(SourceFile(text: extended).problems.isEmpty)
        // The compiler rejects this: unterminated on its line.
        let open = SourceFile(text: "let a = #/a\n/#\n")
        #expect(open.problems.map(\.kind) == [.unterminatedRegex])
        #expect(open.text(of: 3) == "#/a")
    }

    @Test func unicodeOperators() {
        // isowords: `tuple <¢> lhs <*> rhs`; the compiler reads `<¢>` as one operator.
        #expect(texts("tuple <¢> lhs <*> rhs") == ["tuple", "<¢>", "lhs", "<*>", "rhs"])
        #expect(kinds("f ∘ g") == [.identifier, .operator, .identifier])
        #expect(texts("temp°") == ["temp", "°"], "an operator head ends an identifier")
        #expect(kinds("let café = 1") == [.keyword, .identifier, .operator, .integerLiteral], "letters stay identifiers")
        #expect(kinds("let 🐶🐮 = 1") == [.keyword, .identifier, .operator, .integerLiteral])
    }

    @Test func editorPlaceholderIsOneTokenAndAProblem() {
        // The compiler rejects placeholders, so a rewrite must not introduce one unnoticed.
        let file = SourceFile(text: "let s = State(syncUp: <#Shared<SyncUp>#>)")
        #expect(file.tokens.contains { file.text(of: file.tokens.firstIndex(of: $0)!) == "<#Shared<SyncUp>#>" })
        #expect(file.problems.map(\.kind) == [.editorPlaceholder])
        #expect(SourceFile(text: "if a <#b { }").problems.isEmpty, "no `#>` on the line: not a placeholder")
    }

    @Test func slashWithBlanksOnBothSidesWhereAnOperandBegins() {
        // The compiler lexes a regex that starts with a space there, and rejects it.
        #expect(SourceFile(text: "func g() -> Int {\n    / 2\n}").problems.map(\.kind).first == .invalidRegex)
        #expect(SourceFile(text: "let f: (Int, Int) -> Int = /").problems.map(\.kind) == [.invalidRegex])
        // Operator references and divisions stay valid.
        for valid in ["xs.reduce(0, /)", "let f = (/)", "d.merge(e, uniquingKeysWith: /)", "let a = b! / c", "let a = x\n    / 2"] {
            #expect(SourceFile(text: valid).problems.isEmpty, "\(valid)")
        }
        #expect(kinds("let a = try? /x/.firstMatch(in: s)").contains(.regexLiteral), "`try?` expects an operand")
    }
}
