import MigrationKit
import SourceSyntax

/// Several `XCTestExpectation`s in a test, every one fulfilled only by `name.fulfill()` statements of
/// the test's own body (no closure in between: a loop, an `if`, a `do`), before one wait for all of
/// them:
///
/// ```swift
/// let saved = XCTestExpectation(description: "saved")
/// if store.count == 10 { saved.fulfill() }
/// let deleted = XCTestExpectation(description: "deleted")
/// if store.count == 5 { deleted.fulfill() }
/// wait(for: [saved, deleted], timeout: 5)
/// ```
/// becomes
/// ```swift
/// var savedCount = 0
/// if store.count == 10 { savedCount += 1 }
/// var deletedCount = 0
/// if store.count == 5 { deletedCount += 1 }
/// #expect(savedCount == 1, "saved")
/// #expect(deletedCount == 1, "deleted")
/// ```
/// Nothing else can fulfill a local expectation that no closure names, so its count is final when the
/// wait starts: the wait only times out, and fails, when a count is short (or over, as Apple's XCTest
/// fails an over-fulfilled expectation). The `#expect`s fail in exactly those cases, without the wait.
struct SynchronousExpectations {
    struct Expectation {
        let name: String
        let counter: String
        let description: Range<Int>
        let creation: Range<Int>
        var count = 1
        var allowsOverFulfill = false
        var isInverted = false
    }

    var expectations: [Expectation]
    /// Statements that configure an expectation (`expectedFulfillmentCount = N`, …): deleted.
    var setup: [Range<Int>]
    let wait: Range<Int>
    /// The `name` token of every `name.fulfill()`, with the counter it increments.
    var fulfillments: [Int: String]

    static func find(in body: Range<Int>, of file: SourceFile, closures: [Range<Int>]) -> SynchronousExpectations? {
        let statements = file.statements(in: body)
        func insideClosure(_ token: Int) -> Bool { closures.contains { $0.lowerBound < token && token < $0.upperBound } }
        // A `defer` would fulfill after the wait; a nested function could be called after it.
        guard !body.contains(where: { file.kind($0) == .keyword && (file.matches($0, "defer") || file.matches($0, "func")) })
        else { return nil }
        var expectations: [Expectation] = []
        for statement in statements {
            guard let name = ExpectationPlan.createdName(statement, file),
                let call = file.calls(in: statement).last, call.arguments.count == 1,
                let argument = call.arguments.first, let label = argument.label, file.matches(label, "description")
            else { continue }
            expectations.append(Expectation(name: name, counter: name + "Count", description: argument.value, creation: statement))
        }
        let creations = body.filter { file.matches($0, "expectation") || file.matches($0, "XCTestExpectation") }
        guard expectations.count >= 2, creations.count == expectations.count,
            Set(expectations.map(\.name)).count == expectations.count
        else { return nil }
        let identifiers = Set(body.filter { file.kind($0) == .identifier }.map { file.text(of: $0) })
        guard expectations.allSatisfy({ !identifiers.contains($0.counter) }) else { return nil }

        var setup: [Range<Int>] = []
        var wait: (statement: Range<Int>, names: [String])?
        for statement in statements {
            let text = file.text(statement).replacingOccurrences(of: " ", with: "")
            if let index = expectations.firstIndex(where: { text.hasPrefix($0.name + ".") }) {
                let name = expectations[index].name
                guard statement.lowerBound > expectations[index].creation.lowerBound else { return nil }
                if text.hasPrefix("\(name).expectedFulfillmentCount="), let value = Int(text.dropFirst(name.count + 26)) {
                    expectations[index].count = value
                    setup.append(statement)
                } else if text == "\(name).isInverted=true" {
                    expectations[index].isInverted = true
                    setup.append(statement)
                } else if text.hasPrefix("\(name).assertForOverFulfill=") {
                    expectations[index].allowsOverFulfill = text.hasSuffix("=false")
                    setup.append(statement)
                }
            } else if let names = waitedNames(statement, file, all: expectations.map(\.name)) {
                guard wait == nil else { return nil }
                wait = (statement, names)
            }
        }
        guard let wait, Set(wait.names) == Set(expectations.map(\.name)), wait.names.count == expectations.count,
            expectations.allSatisfy({ $0.creation.upperBound <= wait.statement.lowerBound })
        else { return nil }
        // Every other mention is a `name.fulfill()` of the body itself, before the wait.
        let covered = Set((setup + [wait.statement] + expectations.map(\.creation)).flatMap { Array($0) })
        var fulfillments: [Int: String] = [:]
        for token in body where file.kind(token) == .identifier && file.kind(token - 1) != .period && !covered.contains(token) {
            guard let expectation = expectations.first(where: { file.matches(token, $0.name) }) else { continue }
            guard file.kind(token + 1) == .period, file.matches(token + 2, "fulfill"), file.kind(token + 3) == .leftParen,
                file.kind(token + 4) == .rightParen, token > expectation.creation.upperBound,
                token < wait.statement.lowerBound, !insideClosure(token)
            else { return nil }
            fulfillments[token] = expectation.counter
        }
        // A counter nothing increments would be a `var` never mutated (a warning); such a test needs no rewrite of this kind.
        guard expectations.allSatisfy({ e in fulfillments.values.contains(e.counter) }) else { return nil }
        let ordered = wait.names.compactMap { name in expectations.first { $0.name == name } }
        return SynchronousExpectations(expectations: ordered, setup: setup, wait: wait.statement, fulfillments: fulfillments)
    }

    /// `wait(for: [a, b], timeout: t)`, `await fulfillment(of: [a, b], timeout: t)`, `waitForExpectations(timeout: t)`:
    /// the names waited for, in order.
    private static func waitedNames(_ statement: Range<Int>, _ file: SourceFile, all: [String]) -> [String]? {
        var i = statement.lowerBound
        if file.matches(i, "await") { i += 1 }
        if file.matches(i, "self"), file.kind(i + 1) == .period { i += 2 }
        guard let call = file.call(named: i), call.tokens.upperBound == statement.upperBound, call.trailingClosures.isEmpty else { return nil }
        let labels = call.arguments.map { $0.label.map { file.text(of: $0) } ?? "" }
        let values = call.arguments.map { file.text($0.value).replacingOccurrences(of: " ", with: "") }
        switch file.text(of: i) {
        case "wait" where labels == ["for", "timeout"] && Double(values[1]) != nil,
            "fulfillment" where labels == ["of", "timeout"] && Double(values[1]) != nil:
            guard values[0].hasPrefix("["), values[0].hasSuffix("]") else { return nil }
            let names = values[0].dropFirst().dropLast().split(separator: ",").map(String.init)
            return names.allSatisfy(all.contains) ? names : nil
        case "waitForExpectations" where labels == ["timeout"] && Double(values[0]) != nil:
            return all
        default:
            return nil
        }
    }

    /// The check for one expectation: its count as XCTest's wait judged it.
    func check(_ expectation: Expectation, renderer: BodyRenderer) -> String {
        let condition: String
        if expectation.isInverted {
            condition = "\(expectation.counter) == 0"
        } else if expectation.allowsOverFulfill {
            condition = "\(expectation.counter) >= \(expectation.count)"
        } else {
            condition = "\(expectation.counter) == \(expectation.count)"
        }
        let comment = ArgumentList.comment(expectation.description, file: renderer.file, renderer: renderer)
        return "#expect(\(condition), \(comment))"
    }
}

extension BodyRenderer {
    /// The creation (→ a counter), a fulfillment (→ an increment) or the wait (→ one `#expect` per expectation).
    func synchronousExpectationRewrite(at i: Int, limit: Int) -> Rewrite? {
        guard let plan = synchronousExpectations else { return nil }
        if let counter = plan.fulfillments[i], i + 5 <= limit {
            return Rewrite(tokens: i..<(i + 5), text: "\(counter) += 1")
        }
        if let expectation = plan.expectations.first(where: { $0.creation.lowerBound == i }), expectation.creation.upperBound <= limit {
            return Rewrite(tokens: expectation.creation, text: "var \(expectation.counter) = 0")
        }
        if i == plan.wait.lowerBound, plan.wait.upperBound <= limit {
            let separator = file.lineBreak + indentation(of: i)
            return Rewrite(tokens: plan.wait, text: plan.expectations.map { plan.check($0, renderer: self) }.joined(separator: separator))
        }
        return nil
    }
}
