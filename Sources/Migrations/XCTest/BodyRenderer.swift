import MigrationKit
import SourceSyntax

/// Produces the new text of a function body (or any token range) with every XCTest call inside it
/// rewritten, nested calls included (`XCTAssertEqual(try XCTUnwrap(x), 1)`).
///
/// Rewrites are found outermost first and rendered recursively, so one body yields one edit and edits
/// never overlap. The renderer records what the new text needs (`try` → a throwing function) and what
/// it could not convert.
final class BodyRenderer {
    let file: SourceFile
    /// The file-wide facts rewrites need (indentation unit, throwing functions).
    let overview: FileOverview
    /// Statements to drop entirely (`super.setUp()`, `continueAfterFailure = false`), by first token.
    var deletedStatements: [Int: Range<Int>] = [:]
    /// Top-level statements of a test body: where `addTeardownBlock` may become `defer`.
    var topLevelStatementStarts: Set<Int> = []
    /// The first token of the body's last top-level statement: a `return` there ends the function
    /// anyway.
    var finalStatementStart: Int?
    /// Assertions after `continueAfterFailure = false` stop the test: they become `try #require`.
    var requireFrom: Int?
    /// Brace ranges of closures inside the body (as opposed to `if`/`for`/`do` blocks).
    var closures: [Range<Int>] = []
    /// Parameters and locals typed as metatypes (`_ expected: Any.Type`), compared whole in `Bool(…)`.
    var metatypeNames: Set<String> = []
    /// The function's `@autoclosure () -> String` parameters: a message passed on as `Comment(rawValue: name())`.
    var autoclosureMessages: Set<String> = []
    /// Rendering `try XCTAssertEqual(…)`: the `try` covered the operands' throwing calls (see `triedAssertion`).
    var isRenderingTriedAssertion = false
    /// Whether the function may throw once converted: a test (it gains `throws`) or a function that already throws.
    var functionMayThrow = true
    /// How to spell Swift Testing's types in the rewritten code (see `TestingNames`).
    var names = TestingNames()
    /// Variables (local `var`s, a class suite's stored `var`s) whose method calls must stay outside
    /// `#expect`'s closures.
    var variables: Set<String> = []
    /// The one expectation of a test that converts to a confirmation (see `ExpectationPlan`).
    var expectation: ExpectationPlan?
    /// Several expectations of a test, all fulfilled in its own body before the wait (see `SynchronousExpectations`).
    var synchronousExpectations: SynchronousExpectations?
    var isRenderingExpectation = false
    /// Bodies of functions nested in the one being rendered: their `file:`/`line:` stay parameters.
    var nestedFunctionBodies: [Range<Int>] = []
    /// Helpers whose `file:line:` parameters become `sourceLocation:` (see `SourceLocationHelpers`).
    var locationHelpers: Set<String> = []
    /// Names the suite declares itself (in any part), which shadow inherited NSObject members.
    var declaredMembers: Set<String> = []
    /// Whether the code belongs to an XCTestCase subclass, so `self.name` may be XCTest's.
    var checksInheritedMembers = false
    /// Functions whose return type is a bare generic parameter (see `GenericReturns`).
    var genericReturns: Set<String> = []
    /// What literal arithmetic in a comparison can be given the other side's type from.
    var literalTypes = LiteralArithmetic.Types()
    /// What the literal arithmetic pinned so far needs of the project (see `LiteralArithmetic.Pin`).
    var literalPinNeeds: Set<String> = []
    /// How converted calls pass on the caller's location: the new parameter, or, in a helper that keeps
    /// `file:`/`line:`, a `SourceLocation` built from them.
    var locationArgument = "sourceLocation: sourceLocation"

    /// The argument for a function that keeps XCTest-style `file:`/`line:` (see `SourceLocationHelpers`).
    var constructedLocationArgument: String { SourceLocationHelpers.constructedArgument(names) }

    private(set) var needsTry = false
    /// `try` keywords inside an assertion's operand that the rewrite hoists to the front of the
    /// condition (see `Operand`): rendered as nothing, with the space after them.
    var droppedTries: Set<Int> = []
    private(set) var blockers: [Blocker] = []
    /// Whether rendering is inside the arguments of a `#require`, which cannot contain another
    /// (the compiler rejects the recursive macro expansion).
    private(set) var isInsideRequire = false

    /// Renders what becomes the arguments of a `#require`.
    func renderingRequireArguments<T>(_ body: () -> T) -> T {
        let saved = isInsideRequire
        isInsideRequire = true
        defer { isInsideRequire = saved }
        return body()
    }

    init(file: SourceFile, overview: FileOverview) {
        self.file = file
        self.overview = overview
    }

    /// The text of `tokens[range]` (from the first token's text to the last token's text) rewritten.
    func render(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return render(range, from: file.tokens[range.lowerBound].start, to: file.tokens[range.upperBound - 1].end)
    }

    /// The bytes `from..<to`, which cover `range`, with rewrites applied to the tokens of `range`.
    func render(_ range: Range<Int>, from: Int, to: Int) -> String {
        var out = ""
        var cursor = from
        var i = range.lowerBound
        while i < range.upperBound {
            if droppedTries.contains(i) {
                out += file.text(ofBytes: cursor..<max(cursor, file.tokens[i].start))
                cursor = file.tokens[i].trailingTriviaEnd
                i += 1
                continue
            }
            if let deleted = deletedStatements[i], deleted.upperBound <= range.upperBound {
                let span = deletionBytes(deleted)
                out += file.text(ofBytes: cursor..<max(cursor, span.lowerBound))
                cursor = max(cursor, span.upperBound)
                i = deleted.upperBound
                continue
            }
            if let rewrite = rewrite(at: i, limit: range.upperBound) {
                out += file.text(ofBytes: cursor..<file.tokens[rewrite.tokens.lowerBound].start)
                out += rewrite.text
                cursor = file.tokens[rewrite.tokens.upperBound - 1].end
                i = rewrite.tokens.upperBound
                continue
            }
            i += 1
        }
        out += file.text(ofBytes: cursor..<max(cursor, to))
        return out
    }

    /// A statement's line(s): from the line break before it through its trailing comment.
    func deletionBytes(_ statement: Range<Int>) -> Range<Int> {
        let first = file.tokens[statement.lowerBound]
        var start = first.start
        var k = first.start
        while k > first.triviaStart {
            k -= 1
            if file.bytes[k] == 0x0A {
                start = k
                break
            }
        }
        if start > 0, file.bytes[start] == 0x0A, file.bytes[start - 1] == 0x0D { start -= 1 }
        return start..<file.tokens[statement.upperBound - 1].trailingTriviaEnd
    }

    // MARK: Finding rewrites

    struct Rewrite {
        var tokens: Range<Int>
        var text: String
    }

    private func rewrite(at i: Int, limit: Int) -> Rewrite? {
        if synchronousExpectations != nil, let rewrite = synchronousExpectationRewrite(at: i, limit: limit) {
            return rewrite
        }
        if expectation != nil {
            if let rewrite = expectationConfirmation(at: i, limit: limit) ?? expectationFulfillment(at: i, limit: limit) {
                return rewrite
            }
        }
        switch file.kind(i) {
        case .keyword where file.matches(i, "throw"):
            return skipThrow(at: i, limit: limit)
        case .keyword where file.matches(i, "try"):
            return conditionalSkip(at: i, limit: limit) ?? unwrapOfNonOptional(at: i, limit: limit) ?? triedAssertion(at: i, limit: limit)
        case .keyword where file.matches(i, "return"):
            return returnOfFail(at: i, limit: limit)
        case .identifier:
            if let member = inheritedMember(at: i) {
                block(
                    XCTestRule.unsupportedApi.id,
                    "'\(member)' is inherited from NSObject/XCTest through XCTestCase, which a Swift Testing suite does not have; "
                        + "the class stays in XCTest", at: i)
                return nil
            }
            guard file.kind(i - 1) != .period || isSelfMember(i) else { return nil }
            let name = file.text(of: i)
            if name == "addTeardownBlock" { return teardownBlock(at: i, limit: limit) }
            if locationHelpers.contains(name), let rewrite = forwardingCall(at: i, limit: limit) { return rewrite }
            guard XCTestAPI.rewritten.contains(name), let call = file.call(named: i),
                call.tokens.upperBound <= limit
            else {
                let isCalled = file.kind(i + 1) == .leftParen || file.kind(i + 1) == .leftBrace
                guard isCalled || name.first!.isUppercase || XCTestAPI.unsupportedProperties.contains(name) else { return nil }
                if let reason = XCTestAPI.stayReason(for: name) {
                    block(reason.rule, reason.message, at: i)
                } else if XCTestAPI.isXCTestName(name) || XCTestAPI.unsupportedMembers.contains(name) {
                    block(XCTestRule.unsupportedApi.id, "'\(name)' has no Swift Testing equivalent; the class stays in XCTest", at: i)
                }
                return nil
            }
            let start = isSelfMember(i) ? i - 2 : i
            guard let text = rewriteCall(call, named: name) else { return nil }
            return Rewrite(tokens: start..<call.tokens.upperBound, text: text)
        default:
            return nil
        }
    }

    /// `self.name`, `Self.description()`, `isKind(of: …)`: a member the class only has because it
    /// inherits NSObject and XCTest, and does not declare itself.
    private func inheritedMember(at i: Int) -> String? {
        let name = file.text(of: i)
        guard checksInheritedMembers, XCTestAPI.inheritedMembers.contains(name), !declaredMembers.contains(name) else { return nil }
        let onSelf = file.kind(i - 1) == .period && (file.matches(i - 2, "self") || file.matches(i - 2, "Self")) && file.kind(i - 3) != .period
        // `override func addObserver(…)` in a local `NotificationCenter` subclass declares its own.
        let calledBare =
            file.kind(i - 1) != .period && !file.matches(i - 1, "func") && file.kind(i + 1) == .leftParen
            && XCTestAPI.inheritedCalls.contains(name)
        return onSelf || calledBare ? name : nil
    }

    /// `self.addTeardownBlock`: the `self.` goes with the rewrite.
    private func isSelfMember(_ i: Int) -> Bool {
        file.kind(i - 1) == .period && file.matches(i - 2, "self") && file.kind(i - 3) != .period
    }

    func rewriteCall(_ call: Call, named name: String) -> String? {
        switch name {
        case "XCTAssertThrowsError", "XCTAssertNoThrow":
            return ThrowingAssertionRewriter(renderer: self, call: call, name: name).rewritten()
        case "XCTExpectFailure":
            return KnownIssueRewriter(renderer: self, call: call).rewritten()
        case "XCTSkip", "XCTSkipIf", "XCTSkipUnless":
            // Only `throw XCTSkip(…)` and `try XCTSkipIf(…)` statements convert; see `skipThrow`.
            block(XCTestRule.skip.id, "\(name) used outside a 'throw'/'try' statement; convert it by hand", at: call.name)
            return nil
        default:
            return AssertionRewriter(renderer: self, call: call, name: name).rewritten()
        }
    }

    // MARK: Shared by the rewriters

    func block(_ rule: String, _ message: String, at token: Int) {
        blockers.append(Blocker(rule: rule, message: message, token: token))
    }

    /// The rewritten code at `token` needs `try`, so the function must throw. (Assertions inside closures
    /// catch their errors instead; see `AssertionRewriter.condition`.)
    func requireTry(at token: Int) {
        if !isInsideClosure(token) { needsTry = true }
    }

    /// The argument that passes `file:`/`line:` on at `token`.
    func locationArgument(at token: Int) -> String {
        nestedFunctionBodies.contains { $0.contains(token) } ? constructedLocationArgument : locationArgument
    }

    /// Renders with `body` and says whether what it rendered needs `try` outside closures.
    func trackingTry<T>(_ body: () -> T) -> (result: T, needsTry: Bool) {
        let saved = needsTry
        needsTry = false
        let result = body()
        let needed = needsTry
        needsTry = saved || needed
        return (result, needed)
    }

    func isInsideClosure(_ token: Int) -> Bool {
        closures.contains { $0.lowerBound < token && token < $0.upperBound }
    }

    /// Whether assertions at `token` must stop the test (`continueAfterFailure = false` came before).
    func stopsOnFailure(at token: Int) -> Bool {
        guard let requireFrom, token > requireFrom else { return false }
        return !isInsideClosure(token)
    }

    /// The indentation of the line holding `token`.
    func indentation(of token: Int) -> String {
        file.indentation(ofLineContaining: file.tokens[token].start)
    }
}

/// Which braces of a body are closures, as opposed to the blocks of `if`, `for`, `do`, … statements.
enum ClosureFinder {
    static let controlKeywords: Set<String> = [
        "if", "guard", "for", "while", "repeat", "do", "switch", "defer", "else", "catch",
    ]

    /// Every block is looked at once, closures included, so a `guard … else { }` inside a closure is
    /// known as a block of that closure rather than a closure of its own.
    static func closures(in body: Range<Int>, of file: SourceFile) -> [Range<Int>] {
        var control: Set<Int> = [body.lowerBound]
        var pending = [body]
        while let block = pending.popLast() {
            for statement in file.statements(in: block) {
                let isControl = controlKeywords.contains(file.text(of: statement.lowerBound))
                var depth = 0
                var i = statement.lowerBound
                while i < statement.upperBound {
                    let kind = file.kind(i)
                    if kind == .leftBrace, let close = file.matching(i) {
                        if isControl && depth == 0 {
                            control.insert(i)
                            pending.append(i..<(close + 1))
                        } else if let signature = file.closureSignature(at: i) {
                            pending.append(signature.inKeyword..<(close + 1))
                        } else {
                            pending.append(i..<(close + 1))
                        }
                        i = close + 1
                        continue
                    }
                    if kind.isOpeningDelimiter { depth += 1 } else if kind.isClosingDelimiter { depth -= 1 }
                    i += 1
                }
            }
        }
        var result: [Range<Int>] = []
        for i in body where file.kind(i) == .leftBrace && !control.contains(i) {
            if let close = file.matching(i) { result.append(i..<(close + 1)) }
        }
        return result
    }
}

extension BodyRenderer {
    static let conditionAssertions: Set<String> = [
        "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertEqual", "XCTAssertNotEqual", "XCTAssertNil",
        "XCTAssertNotNil", "XCTAssertGreaterThan", "XCTAssertGreaterThanOrEqual", "XCTAssertLessThan",
        "XCTAssertLessThanOrEqual", "XCTAssertIdentical", "XCTAssertNotIdentical",
    ]

    /// `try XCTAssertEqual(Array(a()), b)`: the `try` marked throwing calls in the operands, which
    /// XCTest's autoclosures caught and recorded as a failure. It moves into the condition
    /// (`#expect(try Array(a()) == b)`), and where the function cannot throw (a helper that does not),
    /// the error is caught and recorded there, as XCTest did (seen in SortedArray's `assertElementsEqual`).
    func triedAssertion(at i: Int, limit: Int) -> Rewrite? {
        let name = i + 1
        guard file.kind(name) == .identifier, Self.conditionAssertions.contains(file.text(of: name)), !isRenderingTriedAssertion
        else { return nil }
        isRenderingTriedAssertion = true
        defer { isRenderingTriedAssertion = false }
        guard let inner = rewrite(at: name, limit: limit), inner.tokens.lowerBound == name else { return nil }
        return Rewrite(tokens: i..<inner.tokens.upperBound, text: inner.text)
    }
}

