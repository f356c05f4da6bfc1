import Testing

@testable import SourceSyntax

/// Lexes `source` and returns (kind, text) for every token but end-of-file.
func lexed(_ source: String) -> [(TokenKind, String)] {
    let file = SourceFile(text: source)
    #expect(file.print() == source, "round trip")
    return file.tokens.indices.dropLast().map { (file.tokens[$0].kind, file.text(of: $0)) }
}

func kinds(_ source: String) -> [TokenKind] { lexed(source).map(\.0) }
func texts(_ source: String) -> [String] { lexed(source).map(\.1) }

@Suite struct LexerTests {
    @Test func identifiersAndKeywords() {
        #expect(lexed("let café = `class`").map(\.0) == [.keyword, .identifier, .operator, .identifier])
        #expect(texts("func `adds two numbers`()") == ["func", "`adds two numbers`", "(", ")"])
        #expect(kinds("$0 + $name") == [.dollarIdentifier, .operator, .dollarIdentifier])
        #expect(kinds("actor Foo") == [.identifier, .identifier], "contextual keywords stay identifiers")
        #expect(kinds("self Self super nil true") == [.keyword, .keyword, .keyword, .keyword, .keyword])
    }

    @Test(arguments: ["0", "1_000", "0xFF_FF", "0o777", "0b1010_1010"])
    func integerLiterals(_ literal: String) {
        #expect(kinds(literal) == [.integerLiteral])
    }

    @Test(arguments: ["1.5", "1e10", "1.5e-3", "0x1p-2", "0x1.8p3", "1_000.000_1"])
    func floatLiterals(_ literal: String) {
        #expect(kinds(literal) == [.floatLiteral])
    }

    @Test func memberAccessOnIntegerIsNotAFloat() {
        #expect(texts("tuple.0.1") == ["tuple", ".", "0", ".", "1"])
        #expect(texts("1...2") == ["1", "...", "2"])
        #expect(texts("0..<n") == ["0", "..<", "n"])
    }

    @Test(arguments: [
        #""plain""#,
        #""escaped \" quote \\ backslash""#,
        #""interp \(a + b) and \(f("nested \(deep)"))""#,
        "\"\"\"\nmulti\nline \"quoted\" \\(x)\n\"\"\"",
        ##"#"raw "quoted" \(not interpolated) \#(interpolated)"#"##,
        ###"##"double # raw "# still inside"##"###,
        "#\"\"\"\nraw multi \"\"\" inside\n\"\"\"#",
    ])
    func stringLiterals(_ literal: String) {
        #expect(kinds(literal) == [.stringLiteral])
        #expect(SourceFile(text: literal).problems.isEmpty)
    }

    @Test func interpolationWithClosureAndParens() {
        let source = #"let s = "\(items.map { "\($0)" }.joined(separator: ")")) done""#
        #expect(kinds(source) == [.keyword, .identifier, .operator, .stringLiteral])
    }

    @Test func unterminatedStringIsAProblemNotAFailure() {
        let file = SourceFile(text: "let s = \"open\nlet t = 1\n")
        #expect(file.problems.map(\.kind) == [.unterminatedString])
        #expect(file.text(of: 3) == "\"open")
        #expect(file.text(of: 4) == "let", "lexing resumes on the next line")
    }

    @Test func regexLiterals() {
        #expect(kinds("let r = #/a+b/#") == [.keyword, .identifier, .operator, .regexLiteral])
        #expect(kinds("let r = /[a-z]+/") == [.keyword, .identifier, .operator, .regexLiteral])
        #expect(kinds("let q = a / b / c") == [.keyword, .identifier, .operator, .identifier, .operator, .identifier, .operator, .identifier])
        #expect(kinds("x.split(separator: /\\s+/)").contains(.regexLiteral))
        #expect(kinds("let r = ##/a/#b/##") == [.keyword, .identifier, .operator, .regexLiteral])
    }

    @Test func operators() {
        #expect(texts("a ?? b && c || !d") == ["a", "??", "b", "&&", "c", "||", "!", "d"])
        #expect(texts("a?.b!.c") == ["a", "?", ".", "b", "!", ".", "c"])
        #expect(texts("func f() -> Int") == ["func", "f", "(", ")", "->", "Int"])
        #expect(texts("x <*> y") == ["x", "<*>", "y"], "custom operators")
        #expect(texts("a+/* c */b") == ["a", "+", "b"])
    }

    @Test func poundKeywordsAndAttributes() {
        #expect(
            kinds("#if DEBUG\n#elseif os(Linux)\n#else\n#endif") == [
                .poundKeyword, .identifier, .poundKeyword, .identifier, .leftParen, .identifier, .rightParen, .poundKeyword, .poundKeyword,
            ])
        #expect(kinds("#selector(foo) #available(iOS 17, *)").first == .poundKeyword)
        #expect(
            kinds("@available(iOS 17, *) @MainActor") == [
                .atSign, .identifier, .leftParen, .identifier, .integerLiteral, .comma, .operator, .rightParen, .atSign, .identifier,
            ])
    }

    @Test func triviaOwnership() {
        let file = SourceFile(text: "// header\n@Published // note\n    var x = 1 /* tail */\n")
        #expect(file.leadingTrivia(of: 0) == "// header\n")
        #expect(file.trailingTrivia(of: 1) == " // note", "trailing trivia stops before the newline")
        #expect(file.leadingTrivia(of: 2) == "\n    ")
        #expect(file.trailingTrivia(of: 5) == " /* tail */")
        #expect(file.leadingTrivia(of: 6) == "\n", "end of file owns the final newline")
    }

    @Test func nestedBlockComments() {
        let file = SourceFile(text: "/* a /* b */ c */ let x")
        #expect(file.tokens.count == 3)
        #expect(file.leadingTrivia(of: 0) == "/* a /* b */ c */ ")
        #expect(SourceFile(text: "/* open /* nested */").problems.map(\.kind) == [.unterminatedComment])
    }

    @Test func shebangBOMAndCRLF() {
        let source = "\u{FEFF}#!/usr/bin/env swift\r\nprint(1)\r\n"
        let file = SourceFile(text: source)
        #expect(file.print() == source)
        #expect(file.text(of: 0) == "print")
        #expect(file.lineBreak == "\r\n")
    }

    @Test func conflictMarkersAreTrivia() {
        let source = "let a = 1\n<<<<<<< HEAD\nlet b = 2\n=======\nlet b = 3\n>>>>>>> branch\nlet c = 4\n"
        let file = SourceFile(text: source)
        #expect(file.print() == source)
        #expect(file.problems.map(\.kind) == [.conflictMarker])
        #expect(texts(source).filter { $0 == "let" }.count == 2)
    }

    @Test func unknownBytesAreKept() {
        let file = SourceFile(bytes: [0x6C, 0x65, 0x74, 0x20, 0x01, 0x02, 0xFF, 0xC3])
        #expect(file.printedBytes() == [0x6C, 0x65, 0x74, 0x20, 0x01, 0x02, 0xFF, 0xC3])
        #expect(!file.problems.isEmpty)
    }
}
