import MigrationKit
import SourceSyntax

/// `XCTAssertThrowsError` and `XCTAssertNoThrow` → `#expect(throws:)`.
///
/// An error handler becomes checks on the error `#expect(throws:)` returns; a handler that only
/// compares the error with one value (`XCTAssertEqual(error as? E, .bad)`) becomes `#expect(throws: E.bad)`.
struct ThrowingAssertionRewriter {
    let renderer: BodyRenderer
    let call: Call
    let name: String

    var file: SourceFile { renderer.file }

    func rewritten() -> String? {
        guard let arguments = ArgumentList(call: call, file: file, renderer: renderer),
            arguments.positional.count == 1, arguments.accuracy == nil, call.trailingClosures.count <= 1
        else {
            renderer.block(XCTestRule.throwingAssertion.id, "\(name) with these arguments has no faithful rewrite; convert it by hand", at: call.name)
            return nil
        }
        let expression = renderer.render(arguments.positional[0])
        let extras = arguments.trailing.map { ", " + $0 }.joined()
        if name == "XCTAssertNoThrow" {
            return "#expect(throws: Never.self\(extras)) { \(expression) }"
        }
        guard let handler = call.trailingClosures.first?.braces else {
            return "#expect(throws: (any Error).self\(extras)) { \(expression) }"
        }
        let indent = renderer.indentation(of: call.callee.lowerBound)
        let inner = indent + renderer.overview.indentUnit
        // Lines this rewrite adds end like the file's own (CRLF, CR or LF).
        let lineBreak = file.lineBreak
        let signature = file.closureSignature(at: handler.lowerBound)
        if let value = expectedErrorValue(handler, signature) {
            return "#expect(throws: \(value)\(extras)) {\(lineBreak)\(inner)\(expression)\(lineBreak)\(indent)}"
        }
        let performing = "#expect(throws: (any Error).self\(extras), performing: {\(lineBreak)\(inner)\(expression)\(lineBreak)\(indent)})"
        let close = handler.upperBound - 1
        // In `if let error = #expect(…) { … }` the handler's own `return` leaves the test instead of the
        // handler, skipping what follows; that is only the same when nothing follows.
        if let early = ownReturn(of: handler), !endsItsBody() {
            if let called = calledHandler(handler, signature, performing: performing, indent: indent) { return called }
            renderer.block(
                XCTestRule.throwingAssertion.id,
                "this `return` leaves an XCTAssertThrowsError error handler; as a check on `#expect(throws:)`'s result it would leave the test (or the enclosing function) and skip what follows; restructure the handler without `return`, then migrate",
                at: early)
            return nil
        }
        guard let signature else {
            if (handler.lowerBound..<close).contains(where: { file.kind($0) == .dollarIdentifier }) {
                renderer.block(XCTestRule.throwingAssertion.id, "error handler uses '$0'; name the parameter, then migrate", at: handler.lowerBound)
                return nil
            }
            let body = renderer.render(
                (handler.lowerBound + 1)..<close, from: file.tokens[handler.lowerBound].end,
                to: file.tokens[close].start)
            return "if \(performing) != nil {\(body)}"
        }
        guard signature.captureList == nil, signature.parameterNames.count <= 1 else {
            renderer.block(XCTestRule.throwingAssertion.id, "error handler with a capture list; convert it by hand", at: handler.lowerBound)
            return nil
        }
        let body = renderer.render(signature.body, from: file.tokens[signature.inKeyword].end, to: file.tokens[close].start)
        let parameter = signature.parameterNames.first.map { file.text(of: $0) } ?? "_"
        if parameter == "_" { return "if \(performing) != nil {\(body)}" }
        return "if let \(parameter) = \(performing) {\(body)}"
    }

    /// A handler that returns early stays a closure, called with the error: its `return` leaves the
    /// closure, as it left XCTest's handler, and what follows the assertion still runs.
    /// `if let error = #expect(throws: …) { { (error: any Error) in guard … else { …; return } … }(error) }`.
    private func calledHandler(_ handler: Range<Int>, _ signature: ClosureSignature?, performing: String, indent: String) -> String? {
        guard let signature, signature.captureList == nil, signature.parameterNames.count == 1 else { return nil }
        let parameter = file.text(of: signature.parameterNames[0])
        guard parameter != "_" else { return nil }
        let close = handler.upperBound - 1
        let lineBreak = file.lineBreak
        let unit = renderer.overview.indentUnit
        var body = renderer.render(signature.body, from: file.tokens[signature.inKeyword].end, to: file.tokens[close].start)
        // One level deeper, as the closure now sits inside the `if`; a multi-line string keeps its lines.
        if !body.contains("\"\"\"") { body = body.replacingOccurrences(of: lineBreak, with: lineBreak + unit) }
        return "if let \(parameter) = \(performing) {\(lineBreak)\(indent)\(unit){ (\(parameter): any Error) in\(body)}(\(parameter))\(lineBreak)\(indent)}"
    }

    /// Whether the assertion is the last statement of the function, local function or closure it is in,
    /// so that leaving that body early skips nothing.
    private func endsItsBody() -> Bool {
        let start = call.callee.lowerBound
        guard let owner = renderer.closures.filter({ $0.contains(start) }).min(by: { $0.count < $1.count }) else {
            return start == renderer.finalStatementStart
        }
        let inner = file.closureSignature(at: owner.lowerBound).map { $0.inKeyword..<owner.upperBound } ?? owner
        return file.statements(in: inner).last?.lowerBound == start
    }

    /// The first `return` that leaves the handler itself, not a closure or function nested in it.
    private func ownReturn(of handler: Range<Int>) -> Int? {
        handler.first { index in
            guard file.kind(index) == .keyword, file.matches(index, "return") else { return false }
            let owner = renderer.closures.filter { $0.contains(index) }.min { $0.count < $1.count }
            return owner == handler
        }
    }

    /// `{ error in XCTAssertEqual(error as? E, .value) }` → `E.value`: the only check compares the thrown
    /// error with one value of an Equatable error type, which `#expect(throws: E.value)` does itself.
    private func expectedErrorValue(_ handler: Range<Int>, _ signature: ClosureSignature?) -> String? {
        guard let signature, signature.captureList == nil, signature.parameterNames.count == 1 else { return nil }
        let parameter = file.text(of: signature.parameterNames[0])
        let statements = file.statements(in: signature.inKeyword..<handler.upperBound)
        guard statements.count == 1, let statement = statements.first,
            file.matches(statement.lowerBound, "XCTAssertEqual"),
            let assertion = file.call(named: statement.lowerBound), assertion.tokens == statement,
            assertion.trailingClosures.isEmpty, assertion.arguments.count == 2,
            assertion.arguments.allSatisfy({ $0.label == nil })
        else { return nil }
        for (cast, value) in [(0, 1), (1, 0)] {
            let castRange = assertion.arguments[cast].value
            let valueRange = assertion.arguments[value].value
            guard castRange.count >= 4, file.matches(castRange.lowerBound, parameter),
                file.matches(castRange.lowerBound + 1, "as"), file.matches(castRange.lowerBound + 2, "?"),
                !valueRange.contains(where: { file.matches($0, parameter) })
            else { continue }
            let type = file.text((castRange.lowerBound + 3)..<castRange.upperBound)
            let valueText = file.text(valueRange)
            return file.kind(valueRange.lowerBound) == .period ? type + valueText : valueText
        }
        return nil
    }
}
