import MigrationKit
import SourceSyntax

/// Skips, known issues, `return XCTFail()` and teardown blocks: rewrites that span a statement rather
/// than a call.
extension BodyRenderer {
    /// `throw XCTSkip("why")` → `try Test.cancel("why")`.
    func skipThrow(at i: Int, limit: Int) -> Rewrite? {
        guard file.matches(i + 1, "XCTSkip"), let call = file.call(named: i + 1), call.tokens.upperBound <= limit else {
            return nil
        }
        guard call.trailingClosures.isEmpty, let arguments = ArgumentList(call: call, file: file, renderer: self) else {
            block(XCTestRule.skip.id, "XCTSkip with these arguments has no faithful rewrite; convert it by hand", at: i)
            return nil
        }
        return Rewrite(
            tokens: i..<call.tokens.upperBound,
            text: "try \(names("Test")).cancel(" + arguments.trailing.joined(separator: ", ") + ")")
    }

    /// `try XCTSkipIf(c, "why")` → `if c { try Test.cancel("why") }`; `XCTSkipUnless` → `guard c else …`.
    /// The condition may read instance state, so it stays in the body rather than becoming a trait.
    func conditionalSkip(at i: Int, limit: Int) -> Rewrite? {
        let skipsIf = file.matches(i + 1, "XCTSkipIf")
        guard skipsIf || file.matches(i + 1, "XCTSkipUnless"),
            let call = file.call(named: i + 1), call.tokens.upperBound <= limit
        else { return nil }
        guard call.trailingClosures.isEmpty, let arguments = ArgumentList(call: call, file: file, renderer: self),
            arguments.positional.count == 1
        else {
            block(XCTestRule.skip.id, "this skip has no faithful rewrite; convert it by hand", at: i)
            return nil
        }
        let conditionRange = arguments.positional[0]
        var condition = render(conditionRange)
        // A trailing closure cannot appear bare in an `if`/`guard` condition.
        if conditionRange.contains(where: { file.kind($0) == .leftBrace }) { condition = "(\(condition))" }
        let cancel = "try \(names("Test")).cancel(" + arguments.trailing.joined(separator: ", ") + ")"
        let text = skipsIf ? "if \(condition) { \(cancel) }" : "guard \(condition) else { \(cancel) }"
        return Rewrite(tokens: i..<call.tokens.upperBound, text: text)
    }

    /// `try XCTUnwrap(xs.compactMap(\.field))`: the value is not optional, so XCTest's unwrap could never
    /// fail and it is the value itself. (`try #require(…)` of it would compile with a "redundant"
    /// warning at best, and with a key path argument not at all; see `KeyPathCalls`.)
    func unwrapOfNonOptional(at i: Int, limit: Int) -> Rewrite? {
        guard file.matches(i + 1, "XCTUnwrap"), let call = file.call(named: i + 1), call.tokens.upperBound <= limit,
            call.trailingClosures.isEmpty, let first = call.arguments.first, first.label == nil,
            call.arguments.dropFirst().allSatisfy({ $0.label == nil || ["file", "line"].contains(file.text(of: $0.label!)) }),
            call.arguments.count <= 4, NonOptionalValues.isNonOptional(first.value, in: file)
        else { return nil }
        return Rewrite(tokens: i..<call.tokens.upperBound, text: render(first.value))
    }

    /// `return XCTFail("m")`: `Issue.record` returns a value, so the `return` becomes its own statement.
    func returnOfFail(at i: Int, limit: Int) -> Rewrite? {
        guard file.matches(i + 1, "XCTFail"), let call = file.call(named: i + 1), call.tokens.upperBound <= limit,
            let record = rewriteCall(call, named: "XCTFail")
        else { return nil }
        let separator = file.startsLine(i) ? file.lineBreak + indentation(of: i) : "; "
        return Rewrite(tokens: i..<call.tokens.upperBound, text: record + separator + "return")
    }

    /// `addTeardownBlock { … }` at the top level of a test → `defer { … }`: both run when the test ends,
    /// in reverse order of registration. Anywhere else the block would run at the wrong time.
    func teardownBlock(at i: Int, limit: Int) -> Rewrite? {
        let start = file.kind(i - 1) == .period ? i - 2 : i
        guard let call = file.call(named: i), call.tokens.upperBound <= limit else { return nil }
        guard topLevelStatementStarts.contains(start), call.leftParen == nil, call.trailingClosures.count == 1,
            let braces = call.trailingClosures.first?.braces, file.closureSignature(at: braces.lowerBound) == nil,
            !braces.contains(where: { file.matches($0, "await") })
        else {
            block(
                XCTestRule.teardownBlock.id,
                "addTeardownBlock outside the top level of a test (or async) has no faithful rewrite; use deinit or a TestScoping trait by hand", at: i)
            return nil
        }
        return Rewrite(tokens: start..<call.tokens.upperBound, text: "defer " + render(braces))
    }
}

/// `XCTExpectFailure("why") { … }` → `withKnownIssue("why") { … }`; `.nonStrict()` → `isIntermittent: true`.
/// (Apple platforms only: corelibs XCTest has no `XCTExpectFailure`.)
struct KnownIssueRewriter {
    let renderer: BodyRenderer
    let call: Call

    var file: SourceFile { renderer.file }

    func rewritten() -> String? {
        var arguments: [String] = []
        for argument in call.arguments {
            switch argument.label.map({ file.text(of: $0) }) {
            case nil where arguments.isEmpty:
                arguments.append(ArgumentList.comment(argument.value, file: file, renderer: renderer))
            case "options"? where ["nonStrict"].contains(nonStrictName(argument.value)):
                arguments.append("isIntermittent: true")
            case "strict"? where file.text(argument.value) == "false":
                arguments.append("isIntermittent: true")
            default:
                return unsupported()
            }
        }
        guard call.trailingClosures.count == 1, let braces = call.trailingClosures.first?.braces,
            file.closureSignature(at: braces.lowerBound) == nil
        else { return unsupported() }
        return "withKnownIssue(" + arguments.joined(separator: ", ") + ") " + renderer.render(braces)
    }

    /// `.nonStrict()` or `XCTExpectedFailure.Options.nonStrict()` → `nonStrict`.
    private func nonStrictName(_ range: Range<Int>) -> String {
        let text = file.text(range)
        return text.hasSuffix(".nonStrict()") ? "nonStrict" : text
    }

    private func unsupported() -> String? {
        renderer.block(XCTestRule.expectFailure.id, "XCTExpectFailure in this form has no faithful rewrite; use withKnownIssue by hand", at: call.name)
        return nil
    }
}
