import SourceSyntax
import Testing

/// `interpolatedCode(inLiteral:)`: the code of each interpolation of a string literal token.
@Suite struct InterpolationTests {
    func code(_ source: String) -> [String] {
        let file = SourceFile(text: source)
        let literal = file.tokens.indices.first { file.kind($0) == .stringLiteral }!
        return file.interpolatedCode(inLiteral: literal).map(\.text)
    }

    @Test func eachInterpolationIsItsOwnCode() {
        #expect(code(#"let s = "\(habit.value)/\(habit.maxValue)""#) == ["habit.value", "habit.maxValue"])
    }

    @Test func nestedParenthesesAndLiteralsStayInside() {
        #expect(code(#"let s = "\(f(a, (b)) + ")") and \(g["k"] ?? "(")""#) == [#"f(a, (b)) + ")""#, #"g["k"] ?? "(""#])
    }

    @Test func rawLiteralsNeedTheirHashes() {
        #expect(code(##"let s = #"\(not) \#(yes)"#"##) == ["yes"])
    }

    @Test func anEscapedBackslashStartsNoInterpolation() {
        #expect(code(#"let s = "\\(not) \(yes)""#) == ["yes"])
    }

    @Test func multiLineLiterals() {
        #expect(code("let s = \"\"\"\n  a \\(x.y)\n  \"\"\"") == ["x.y"])
    }

    @Test func otherTokensAndUnterminatedInterpolationsGiveNothing() {
        let file = SourceFile(text: "let x = 1")
        #expect(file.interpolatedCode(inLiteral: 0).isEmpty)
        #expect(code(#"let s = "\(open"#).isEmpty)
    }
}
