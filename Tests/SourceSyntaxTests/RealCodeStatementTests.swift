import Testing

@testable import SourceSyntax

/// Statement boundaries as swift-syntax draws them (106,428 of 106,431 function bodies without
/// `#if` in the comparison corpus match).
@Suite struct RealCodeStatementTests {
    /// The first token of each statement in the body of the file's first declaration.
    func starts(_ body: String) -> [String] {
        let file = SourceFile(text: "func f() {\n" + body + "\n}\n")
        #expect(file.print() == "func f() {\n" + body + "\n}\n")
        return file.statements(in: file.declarations[0].body!).map { file.text(of: $0.lowerBound) }
    }

    @Test func postfixOperatorEndsTheLine() {
        #expect(starts("let units = length...\nif let limit = l { }") == ["let", "if"])
        #expect(starts("var t: Task<Void, Never>?\nt = nil") == ["var", "t"])
    }

    @Test func genericArgumentsClosingOnTheirOwnLine() {
        #expect(starts("let x: Foo<\n  A\n>\nswitch y { default: break }") == ["let", "switch"])
        #expect(starts("let c = Collection<\n  [String], String\n>()\nuse(c)") == ["let", "use"])
    }

    @Test func infixOperatorOpeningALine() {
        #expect(starts("let target = destination\n  - Swift.max(0, a)\nuse(target)") == ["let", "use"])
        #expect(starts("let a = b\n-c") == ["let", "-"], "a prefix minus starts a statement")
    }

    @Test func returnTakesTheNextLine() {
        #expect(starts("return\n  base\n    .index(after: i)") == ["return"])
        #expect(starts("if a { return }\nreturn") == ["if", "return"])
    }

    @Test func statementKeywordsAwaitTheirCondition() {
        #expect(starts("if\n  let a = b,\n  let c = d\n{\n  use(a, c)\n}\nnext()") == ["if", "next"])
        #expect(starts("repeat {\n  i += 1\n}\nwhile i < 3\nnext()") == ["repeat", "next"])
    }

    @Test func attributeLinesBelongToTheLocalFunction() {
        #expect(starts("@inline(__always)\n@Sendable\nfunc helper() {}\nhelper()") == ["@", "helper"])
    }
}
