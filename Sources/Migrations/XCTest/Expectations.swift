import MigrationKit
import SourceSyntax

/// One `XCTestExpectation` in a test, in the one shape that converts faithfully:
///
/// ```swift
/// let delivered = expectation(description: "delivered")   // optional: expectedFulfillmentCount = N,
/// loader.load { value in                                  // isInverted, assertForOverFulfill
///     XCTAssertEqual(value, 42)
///     delivered.fulfill()
/// }
/// wait(for: [delivered], timeout: 5)                      // or waitForExpectations / await fulfillment
/// ```
/// becomes
/// ```swift
/// await confirmation("delivered", expectedCount: 1) { delivered in
///     let deliveredStream = AsyncStream.makeStream(of: Void.self)
///     loader.load { value in
///         #expect(value == 42)
///         delivered()
///         deliveredStream.continuation.yield()
///     }
///     for await _ in deliveredStream.stream.prefix(1) {}
/// }
/// ```
/// The confirmation counts every fulfillment (too many fail the test, as XCTest's over-fulfillment
/// does); the stream makes the test wait for them, which a confirmation alone does not. When every
/// `fulfill()` runs in the body itself (no closure in between: a loop, an `if`), the count is
/// complete when the body returns, so there is nothing to wait for and no stream. A body that throws
/// makes it `try await confirmation`. The timeout
/// becomes a `.timeLimit` on the test (in whole minutes: a callback that never comes fails later than
/// in XCTest, but it fails). An inverted expectation waits out its timeout with `expectedCount: 0`.
struct ExpectationPlan {
    let name: String
    let description: Range<Int>
    let count: Int
    let allowsOverFulfill: Bool
    let isInverted: Bool
    let timeout: Double
    /// Statements that only create or configure the expectation.
    let setup: [Range<Int>]
    /// From the first statement that fulfills it through the wait, which become the confirmation's body.
    let moved: Range<Int>
    /// The wait statement itself.
    let wait: Range<Int>
    /// The `name` token of every `name.fulfill()`.
    let fulfillments: [Int]

    /// Minutes for `.timeLimit`, which only takes whole minutes.
    var timeLimitMinutes: Int { max(1, Int((timeout / 60).rounded(.up))) }

    /// Finds the plan in a test body, or nil when the body does not use expectations in exactly this way.
    static func find(in body: Range<Int>, of file: SourceFile) -> ExpectationPlan? {
        let statements = file.statements(in: body)
        guard let creation = statements.firstIndex(where: { createdName($0, file) != nil }),
            let name = createdName(statements[creation], file),
            let call = file.calls(in: statements[creation]).last,
            let description = call.arguments.first(where: { $0.label.map { file.matches($0, "description") } ?? false })?.value,
            call.arguments.count == 1
        else { return nil }
        // Exactly one expectation in the test.
        let creations = body.filter { file.matches($0, "expectation") || file.matches($0, "XCTestExpectation") }
        guard creations.count == 1 else { return nil }

        var count = 1
        var allowsOverFulfill = false
        var isInverted = false
        var setup = [statements[creation]]
        var waitIndex: Int?
        var timeout: Double?
        for (index, statement) in statements.enumerated() where index > creation {
            let text = file.text(statement).replacingOccurrences(of: " ", with: "")
            if text.hasPrefix("\(name).expectedFulfillmentCount="), let value = Int(text.dropFirst(name.count + 26)) {
                count = value
                setup.append(statement)
            } else if text == "\(name).isInverted=true" {
                isInverted = true
                setup.append(statement)
            } else if text.hasPrefix("\(name).assertForOverFulfill=") {
                allowsOverFulfill = text.hasSuffix("=false")
                setup.append(statement)
            } else if let seconds = waitTimeout(statement, expecting: name, file) {
                guard waitIndex == nil else { return nil }
                waitIndex = index
                timeout = seconds
            }
        }
        guard let waitIndex, let timeout else { return nil }
        // Every other mention is a `name.fulfill()` statement before the wait.
        let mentions = body.filter { file.matches($0, name) && file.kind($0) == .identifier && file.kind($0 - 1) != .period }
        let setupTokens = setup.flatMap { Array($0) } + Array(statements[waitIndex])
        var firstFulfill: Int?
        var fulfillments: [Int] = []
        for token in mentions where !setupTokens.contains(token) {
            guard file.kind(token + 1) == .period, file.matches(token + 2, "fulfill"), file.kind(token + 3) == .leftParen,
                file.kind(token + 4) == .rightParen, token < statements[waitIndex].lowerBound
            else { return nil }
            firstFulfill = min(firstFulfill ?? token, token)
            fulfillments.append(token)
        }
        guard let firstFulfill,
            let first = statements.firstIndex(where: { $0.contains(firstFulfill) || $0.lowerBound > firstFulfill }),
            first > creation
        else { return nil }
        let movedStatements = statements[first..<waitIndex]
        // Declarations would go out of scope inside the confirmation's closure.
        guard movedStatements.allSatisfy({ !["let", "var", "guard", "func"].contains(file.text(of: $0.lowerBound)) }),
            movedStatements.allSatisfy({ statement in !setup.contains(statement) })
        else { return nil }
        return ExpectationPlan(
            name: name, description: description, count: count, allowsOverFulfill: allowsOverFulfill,
            isInverted: isInverted, timeout: timeout, setup: setup,
            moved: statements[first].lowerBound..<statements[waitIndex].upperBound,
            wait: statements[waitIndex], fulfillments: fulfillments)
    }

    /// `let name = expectation(description: …)` / `self.expectation(…)` / `XCTestExpectation(description: …)`.
    static func createdName(_ statement: Range<Int>, _ file: SourceFile) -> String? {
        guard file.matches(statement.lowerBound, "let"), file.kind(statement.lowerBound + 1) == .identifier,
            file.matches(statement.lowerBound + 2, "=")
        else { return nil }
        var i = statement.lowerBound + 3
        if file.matches(i, "self"), file.kind(i + 1) == .period { i += 2 }
        guard file.matches(i, "expectation") || file.matches(i, "XCTestExpectation"), file.kind(i + 1) == .leftParen,
            let close = file.matching(i + 1), close + 1 == statement.upperBound
        else { return nil }
        return file.text(of: statement.lowerBound + 1)
    }

    /// `wait(for: [name], timeout: 5)`, `waitForExpectations(timeout: 5)`, `await fulfillment(of: [name], timeout: 5)`.
    private static func waitTimeout(_ statement: Range<Int>, expecting name: String, _ file: SourceFile) -> Double? {
        var i = statement.lowerBound
        if file.matches(i, "await") { i += 1 }
        if file.matches(i, "self"), file.kind(i + 1) == .period { i += 2 }
        guard let call = file.call(named: i), call.tokens.upperBound == statement.upperBound, call.trailingClosures.isEmpty else { return nil }
        let labels = call.arguments.map { $0.label.map { file.text(of: $0) } ?? "" }
        let values = call.arguments.map { file.text($0.value) }
        switch file.text(of: i) {
        case "wait" where labels == ["for", "timeout"] && values[0] == "[\(name)]",
            "fulfillment" where labels == ["of", "timeout"] && values[0] == "[\(name)]":
            return Double(values[1])
        case "waitForExpectations" where labels == ["timeout"]:
            return Double(values[0])
        default:
            return nil
        }
    }

    // MARK: Rendering

    /// The confirmation that replaces `moved`, with the body rendered (and re-indented) by `renderer`.
    func render(with renderer: BodyRenderer) -> String {
        let file = renderer.file
        let indent = renderer.indentation(of: moved.lowerBound)
        let unit = renderer.overview.indentUnit
        let stream = name + "Stream"
        let rendered = renderer.trackingTry {
            renderer.render(
                moved.lowerBound..<wait.lowerBound,
                from: file.tokens[moved.lowerBound].start, to: file.tokens[wait.lowerBound - 1].end)
        }
        // Split at the file's own line break ("\r\n" is one Character, so splitting at "\n" would not).
        let reindented = rendered.result.split(separator: file.lineBreak, omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : unit + $0 }.joined(separator: file.lineBreak).dropFirst(unit.count)
        let expected = isInverted ? "0" : (allowsOverFulfill ? "\(count)..." : "\(count)")
        // The body throws when it had a `try` of its own, or the rewrite added one, outside closures.
        let throwsHere =
            rendered.needsTry
            || (moved.lowerBound..<wait.lowerBound).contains { i in
                file.matches(i, "try") && file.kind(i + 1) != .operator && !renderer.isInsideClosure(i)
            }
        if throwsHere { renderer.requireTry(at: moved.lowerBound) }
        var lines = [(throwsHere ? "try " : "") + "await confirmation(\(file.text(description)), expectedCount: \(expected)) { \(name) in"]
        if isInverted || !waitsForCallbacks(renderer) {
            lines.append(indent + unit + reindented)
            if isInverted { lines.append(indent + unit + "try? await Task.sleep(for: .seconds(\(Self.literal(timeout))))") }
        } else {
            lines.append(indent + unit + "let \(stream) = AsyncStream.makeStream(of: Void.self)")
            lines.append(indent + unit + reindented)
            lines.append(indent + unit + "for await _ in \(stream).stream.prefix(\(count)) {}")
        }
        lines.append(indent + "}")
        return lines.joined(separator: file.lineBreak)
    }

    /// Whether some `fulfill()` runs in a closure (a callback), which the test must wait for.
    func waitsForCallbacks(_ renderer: BodyRenderer) -> Bool {
        fulfillments.contains { renderer.isInsideClosure($0) }
    }

    /// `name.fulfill()` → `name()`, plus the stream's wake-up when the test waits for callbacks.
    func fulfillment(at token: Int, renderer: BodyRenderer) -> String {
        guard !isInverted, waitsForCallbacks(renderer) else { return "\(name)()" }
        // On a line of its own, the wake-up gets its own line; inside `{ done.fulfill() }`, a `;`.
        let separator = renderer.file.startsLine(token) ? renderer.file.lineBreak + renderer.indentation(of: token) : "; "
        return "\(name)()" + separator + "\(name)Stream.continuation.yield()"
    }

    static func literal(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension BodyRenderer {
    /// `name.fulfill()` inside the moved statements of an expectation plan.
    func expectationFulfillment(at i: Int, limit: Int) -> Rewrite? {
        guard let plan = expectation, file.matches(i, plan.name), file.kind(i + 1) == .period, file.matches(i + 2, "fulfill"),
            file.kind(i + 3) == .leftParen, file.kind(i + 4) == .rightParen, i + 5 <= limit
        else { return nil }
        return Rewrite(tokens: i..<(i + 5), text: plan.fulfillment(at: i, renderer: self))
    }

    /// The moved statements and the wait, replaced by the confirmation.
    func expectationConfirmation(at i: Int, limit: Int) -> Rewrite? {
        guard let plan = expectation, !isRenderingExpectation, i == plan.moved.lowerBound,
            plan.moved.upperBound <= limit
        else { return nil }
        isRenderingExpectation = true
        defer { isRenderingExpectation = false }
        return Rewrite(tokens: plan.moved, text: plan.render(with: self))
    }
}
