import MigrationKit
import SourceSyntax

/// `XCTAssert*`, `XCTUnwrap` and `XCTFail` → `#expect`, `#require` and `Issue.record`.
///
/// Operands are parenthesised by precedence (`XCTAssertFalse(a && b)` → `#expect(!(a && b))`), a
/// leading `try` moves to the front of the whole condition (`'try' cannot appear to the right of a
/// non-assignment operator`), and messages become the comment argument.
struct AssertionRewriter {
    let renderer: BodyRenderer
    let call: Call
    let name: String

    var file: SourceFile { renderer.file }

    static let comparisons: [String: String] = [
        "XCTAssertEqual": "==", "XCTAssertNotEqual": "!=",
        "XCTAssertIdentical": "===", "XCTAssertNotIdentical": "!==",
        "XCTAssertGreaterThan": ">", "XCTAssertGreaterThanOrEqual": ">=",
        "XCTAssertLessThan": "<", "XCTAssertLessThanOrEqual": "<=",
    ]

    func rewritten() -> String? {
        guard let arguments = ArgumentList(call: call, file: file, renderer: renderer) else {
            renderer.block(XCTestRule.assert.id, "unexpected arguments to \(name); convert it by hand", at: call.name)
            return nil
        }
        switch name {
        case _ where ["XCTAssert", "XCTAssertTrue", "XCTAssertFalse"].contains(name) && isLiteralFailure(arguments):
            // `XCTAssert(false, "m")` is a failure: `#expect(false)` only earns a warning.
            return renderer.names("Issue") + ".record" + ArgumentLayout(call: call, file: file).parenthesized(arguments.trailing)
        case "XCTAssert", "XCTAssertTrue":
            return condition(arguments, positional: 1) { operands in operands[0].whole }
        case "XCTAssertFalse":
            return condition(arguments, positional: 1) { operands in "!" + operands[0].wrapped(for: .prefix) }
        case "XCTAssertNil":
            return condition(arguments, positional: 1) { operands in operands[0].wrapped(for: .comparison) + " == nil" }
        case "XCTAssertNotNil":
            return condition(arguments, positional: 1) { operands in operands[0].wrapped(for: .comparison) + " != nil" }
        case "XCTAssertEqual" where arguments.accuracy != nil, "XCTAssertNotEqual" where arguments.accuracy != nil:
            return condition(arguments, positional: 2) { operands in
                let equal = approximatelyEqual(operands[0], operands[1], accuracy: arguments.accuracy!)
                return name == "XCTAssertEqual" ? equal : "!(\(equal))"
            }
        case _ where Self.comparisons[name] != nil:
            guard arguments.accuracy == nil else { return unsupported() }
            let op = Self.comparisons[name]!
            if let heavyIndex = arguments.positional.firstIndex(where: isLongLiteralArithmetic), arguments.positional.count == 2,
                let pin = LiteralArithmetic.pin(for: arguments.positional[1 - heavyIndex], in: file, types: renderer.literalTypes)
            {
                // The other side's type is plain: the literals get it as XCTest gave it.
                renderer.literalPinNeeds.insert(pin.need)
                let typed = "((" + file.text(arguments.positional[heavyIndex]) + ") as " + pin.type + ")"
                return condition(arguments, positional: 2) { operands in
                    let sides = operands.indices.map { $0 == heavyIndex ? typed : operands[$0].wrapped(for: .comparison) }
                    return sides[0] + " \(op) " + sides[1]
                }
            }
            if let heavy = arguments.positional.first(where: isLongLiteralArithmetic) {
                renderer.block(
                    XCTestRule.assert.id,
                    "literal arithmetic compared in \(name): XCTest gave it the other side's type, `#expect` type-checks it on its own and "
                        + "the compiler may give up (\"unable to type-check this expression in reasonable time\"); bind it to a `let` of the "
                        + "compared type, then migrate",
                    at: heavy.lowerBound)
                return nil
            }
            let pinned = GenericReturns.pinnedLiterals(arguments.positional, in: file, genericReturns: renderer.genericReturns)
            return condition(arguments, positional: 2) { operands in
                let sides = operands.indices.map { pinned[$0] ?? operands[$0].wrapped(for: .comparison) }
                return sides[0] + " \(op) " + sides[1]
            }
        case "XCTUnwrap":
            guard arguments.positional.count == 1 else { return unsupported() }
            guard !renderer.isInsideRequire else { return nestedRequire() }
            if KeyPathCalls.isDecomposedCallTakingKeyPath(arguments.positional[0], in: file) {
                // `#require(xs.first(where: \.isValid))` expands into `$0.first(where: $1)` with the key path
                // as a function that may throw: "call can throw, but it is not marked with 'try'".
                renderer.block(
                    XCTestRule.assert.id,
                    "XCTUnwrap of a call that takes a key path: #require would call it through a closure that does not "
                        + "compile (\"call can throw, but it is not marked with 'try'\"); unwrap it into a `let` first, or pass a "
                        + "closure; the class stays in XCTest",
                    at: call.name)
                return nil
            }
            // `try XCTUnwrap(f())` covers a throwing `f` with the outer `try`; inside `#require` the call
            // is expanded into a closure, so it needs its own.
            var value = renderer.renderingRequireArguments { renderer.render(arguments.positional[0]) }
            if ThrowingCalls.containsUnmarkedThrowingCall(arguments.positional[0], in: file, declaredThrowing: renderer.overview.throwingFunctions) {
                value = "try " + value
            }
            return "#require" + ArgumentLayout(call: call, file: file).parenthesized([value] + arguments.trailing)
        case "XCTFail":
            guard arguments.positional.isEmpty else { return unsupported() }
            return renderer.names("Issue") + ".record" + ArgumentLayout(call: call, file: file).parenthesized(arguments.trailing)
        default:
            return nil
        }
    }

    /// `#expect(<condition>, <message>, sourceLocation: …)`, or `try #require(…)` when the test stops on
    /// its first failure.
    private func condition(_ arguments: ArgumentList, positional count: Int, _ build: ([Operand]) -> String) -> String? {
        guard arguments.positional.count == count else { return unsupported() }
        let requires = renderer.stopsOnFailure(at: call.name)
        if requires, renderer.isInsideRequire { return nestedRequire() }
        let operands =
            requires
            ? renderer.renderingRequireArguments { arguments.positional.map { Operand(range: $0, renderer: renderer) } }
            : arguments.positional.map { Operand(range: $0, renderer: renderer) }
        var effects: [String] = []
        if operands.contains(where: { $0.hoistsTry }) || renderer.isRenderingTriedAssertion { effects.append("try") }
        if operands.contains(where: { $0.hoistsAwait }) { effects.append("await") }
        // In a closure, `#expect(try …)` does not make the closure throwing (the `try` is inside the
        // expansion), so the error is caught and recorded where it happens, as XCTest recorded an error
        // thrown by an assertion's operand and went on.
        let catchesHere =
            effects.contains("try")
            && (renderer.isInsideClosure(call.name) || (renderer.isRenderingTriedAssertion && !renderer.functionMayThrow))
        if !effects.isEmpty && !catchesHere { renderer.requireTry(at: call.name) }
        var condition = build(operands)
        if arguments.positional.contains(where: { comparesMetatypes($0) || callsMethodOnVariable($0) })
            || (count == 1 && requiresWholeCondition && KeyPathCalls.isDecomposedCallTakingKeyPath(arguments.positional[0], in: file))
        {
            // Keep the condition whole: see `comparesMetatypes` and `callsMethodOnVariable`.
            condition = name == "XCTAssertFalse" ? "!Bool(\(operands[0].whole))" : "Bool(\(condition))"
        }
        let body = (effects + [condition]).joined(separator: " ")
        let macro: String
        if requires {
            renderer.requireTry(at: call.name)
            macro = "try #require"
        } else {
            macro = "#expect"
        }
        let expectation = macro + ArgumentLayout(call: call, file: file).parenthesized([body] + arguments.trailing)
        guard catchesHere else { return expectation }
        return "do { \(expectation) } catch { \(renderer.names("Issue")).record(error) }"
    }

    /// `XCTAssert(x)`, `XCTAssertTrue(x)`, `XCTAssertFalse(x)`: the operand is the whole condition,
    /// which `#expect` decomposes when it is a call.
    private var requiresWholeCondition: Bool { ["XCTAssert", "XCTAssertTrue", "XCTAssertFalse"].contains(name) }

    /// `#require` inside `#require` does not compile (recursive macro expansion); XCTest allowed the
    /// nesting, so the class stays in XCTest until the inner value is unwrapped into a `let`.
    private func nestedRequire() -> String? {
        renderer.block(
            XCTestRule.assert.id,
            "\(name) inside another XCTUnwrap (or a stop-on-failure assertion) would nest #require in #require, which does not compile; "
                + "unwrap the inner value into a `let` first; the class stays in XCTest",
            at: call.name)
        return nil
    }

    /// `t == A.self`: `#expect` splits a comparison into a generic closure, where the metatype `==` no
    /// longer type-checks; `Bool(…)` keeps the comparison whole.
    private func comparesMetatypes(_ range: Range<Int>) -> Bool {
        range.contains { i in
            (file.matches(i, "self") && file.kind(i - 1) == .period) || (file.matches(i, "type") && file.matches(i + 2, "of"))
                || (file.kind(i) == .identifier && file.kind(i - 1) != .period && renderer.metatypeNames.contains(file.text(of: i)))
        } && range.contains { file.matches($0, "==") || file.matches($0, "!=") }
    }

    /// `path.removePrefix("/usr")` on a `var`: `#expect` evaluates a call through a closure over an
    /// immutable copy of its receiver, where a `mutating` method does not compile; `Bool(…)` keeps the
    /// call where it was. (Whether the method mutates is unknown here, so any call on a `var` counts.)
    private func callsMethodOnVariable(_ range: Range<Int>) -> Bool {
        range.contains { i in
            file.kind(i) == .identifier && renderer.variables.contains(file.text(of: i))
                && (file.kind(i - 1) != .period || file.matches(i - 2, "self"))
                && file.kind(i + 1) == .period && file.kind(i + 2) == .identifier
                && (file.kind(i + 3) == .leftParen || file.kind(i + 3) == .leftBrace)
                && !Self.nonMutatingMethods.contains(file.text(of: i + 2))
        }
    }

    /// Methods that read their receiver by the standard library's naming (a noun, or an -ed/-ing form
    /// beside an imperative mutating twin: `sorted`/`sort`, `union`/`formUnion`): a call on a `var`
    /// compiles inside `#expect`, which then shows the values when it fails.
    static let nonMutatingMethods: Set<String> = [
        "contains", "hasPrefix", "hasSuffix", "starts", "elementsEqual", "allSatisfy", "firstIndex", "lastIndex",
        "filter", "map", "compactMap", "flatMap", "reduce", "sorted", "reversed", "joined", "split", "prefix", "suffix",
        "dropFirst", "dropLast", "lowercased", "uppercased", "trimmingCharacters", "replacingOccurrences",
        "components", "isSubset", "isSuperset", "isStrictSubset", "isStrictSuperset", "isDisjoint",
        "intersection", "union", "subtracting", "symmetricDifference", "distance", "index", "min", "max",
    ]

    /// An operand made only of number literals and at least three arithmetic operators
    /// (`1 << 10 + 3 * 4`). `XCTAssertEqual`'s one generic parameter gave it the other
    /// operand's type; inside `#expect` each side is solved alone, and with a custom numeric type on
    /// the other side Swift 6.3 gave up at four operators in one package and at five in another
    /// (the budget depends on the operators in scope), so three is where it stops being safe to guess.
    private func isLongLiteralArithmetic(_ range: Range<Int>) -> Bool {
        var operators = 0
        for i in range {
            switch file.kind(i) {
            case .integerLiteral, .floatLiteral, .leftParen, .rightParen: continue
            case .operator where Self.arithmeticOperators.contains(file.text(of: i)): operators += 1
            default: return false
            }
        }
        return operators >= 3
    }

    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&+", "&-", "&*"]

    /// `XCTAssert(false)`, `XCTAssertTrue(false)`, `XCTAssertFalse(true)`.
    private func isLiteralFailure(_ arguments: ArgumentList) -> Bool {
        guard arguments.positional.count == 1, arguments.positional[0].count == 1 else { return false }
        return file.matches(arguments.positional[0].lowerBound, name == "XCTAssertFalse" ? "true" : "false")
    }

    /// XCTest's own definition: equal, or within the accuracy (so `.infinity` equals itself).
    private func approximatelyEqual(_ a: Operand, _ b: Operand, accuracy: Range<Int>) -> String {
        let e = Operand(range: accuracy, renderer: renderer)
        return a.wrapped(for: .comparison) + " == " + b.wrapped(for: .comparison)
            + " || abs(" + a.wrapped(for: .addition, unlessPrimary: true) + " - "
            + b.wrapped(for: .addition, unlessPrimary: true) + ") <= " + e.wrapped(for: .comparison)
    }

    private func unsupported() -> String? {
        renderer.block(XCTestRule.assert.id, "\(name) with these arguments has no faithful rewrite; convert it by hand", at: call.name)
        return nil
    }
}

/// One operand of an assertion, with its leading `try`/`await` split off so they can be hoisted.
struct Operand {
    let text: String
    let shape: ExpressionShape
    let hoistsTry: Bool
    let hoistsAwait: Bool
    /// `try? f()`: kept whole and parenthesised, since `try?` would swallow the comparison.
    let keepsEffects: Bool
    let fullText: String

    init(range: Range<Int>, renderer: BodyRenderer) {
        let file = renderer.file
        let outer = file.shape(of: range)
        let plain = outer.effects.allSatisfy { $0.count == 1 }
        fullText = renderer.render(range)
        if !outer.effects.isEmpty && plain {
            shape = file.shape(of: outer.operand)
            let nested = Self.nestedTries(in: outer.operand, file: file)
            text = Self.rendering(outer.operand, droppingTries: nested, renderer: renderer)
            hoistsTry = outer.effects.contains { file.matches($0.lowerBound, "try") } || !nested.isEmpty
            hoistsAwait = outer.effects.contains { file.matches($0.lowerBound, "await") }
            keepsEffects = false
        } else if outer.effects.isEmpty, case let nested = Self.nestedTries(in: range, file: file), !nested.isEmpty {
            // `String(decoding: try f(), as: UTF8.self)`: XCTest's autoclosure covered the nested
            // `try`; in `#expect` it needs a throwing test, and one `try` in front of the condition
            // covers every call in it (a second one would earn "no calls to throwing functions occur
            // within 'try' expression").
            shape = outer
            text = Self.rendering(range, droppingTries: nested, renderer: renderer)
            hoistsTry = true
            hoistsAwait = false
            keepsEffects = false
        } else {
            shape = outer
            text = fullText
            hoistsTry = false
            hoistsAwait = false
            keepsEffects = !outer.effects.isEmpty
        }
    }

    /// The plain `try` keywords inside `range` that belong to the expression itself: not `try?`/`try!`
    /// (they change the value), and not inside a closure (the closure's own).
    static func nestedTries(in range: Range<Int>, file: SourceFile) -> Set<Int> {
        var found: Set<Int> = []
        var i = range.lowerBound
        while i < range.upperBound {
            if file.kind(i) == .leftBrace, let close = file.matching(i), close > i {
                i = close + 1
                continue
            }
            if file.kind(i) == .keyword, file.matches(i, "try"), i + 1 < range.upperBound,
                !(file.kind(i + 1) == .operator && (file.matches(i + 1, "?") || file.matches(i + 1, "!")))
            {
                found.insert(i)
            }
            i += 1
        }
        return found
    }

    private static func rendering(_ range: Range<Int>, droppingTries tries: Set<Int>, renderer: BodyRenderer) -> String {
        guard !tries.isEmpty else { return renderer.render(range) }
        let saved = renderer.droppedTries
        renderer.droppedTries.formUnion(tries)
        defer { renderer.droppedTries = saved }
        return renderer.render(range)
    }

    /// The operand as the whole condition.
    var whole: String { keepsEffects ? fullText : text }

    /// The operand, parenthesised when it would not survive next to an operator of `context`. With
    /// `unlessPrimary`, anything but a primary or postfix expression is wrapped.
    func wrapped(for context: Precedence, unlessPrimary: Bool = false) -> String {
        if keepsEffects { return "(" + fullText + ")" }
        let needs =
            unlessPrimary
            ? shape.precedence != .primary || shape.isClosure
            : shape.needsParentheses(asOperandOf: context)
        return needs ? "(" + text + ")" : text
    }
}

/// The arguments of an XCTest assertion: positional expressions, then the message and source location,
/// already converted to Swift Testing's comment and `sourceLocation:` arguments.
struct ArgumentList {
    var positional: [Range<Int>] = []
    var accuracy: Range<Int>?
    /// `"message"` / `Comment(rawValue: m)` and `sourceLocation: sourceLocation`, in order.
    var trailing: [String] = []

    /// The number of positional expressions per assertion; anything after them is the message.
    static let expressionCounts: [String: Int] = [
        "XCTAssert": 1, "XCTAssertTrue": 1, "XCTAssertFalse": 1, "XCTAssertNil": 1, "XCTAssertNotNil": 1,
        "XCTUnwrap": 1, "XCTFail": 0, "XCTAssertThrowsError": 1, "XCTAssertNoThrow": 1,
        "XCTSkipIf": 1, "XCTSkipUnless": 1, "XCTSkip": 0, "XCTExpectFailure": 0,
    ]

    init?(call: Call, file: SourceFile, renderer: BodyRenderer) {
        let name = file.text(of: call.name)
        let expressions = Self.expressionCounts[name] ?? 2
        var message: String?
        var fileArgument: String?
        var lineArgument: String?
        for argument in call.arguments {
            guard let label = argument.label else {
                if positional.count < expressions {
                    positional.append(argument.value)
                } else if message == nil {
                    message = Self.comment(argument.value, file: file, renderer: renderer)
                } else {
                    return nil
                }
                continue
            }
            switch file.text(of: label) {
            case "accuracy": accuracy = argument.value
            case "file": fileArgument = Self.unparenthesized(file.text(argument.value))
            case "line": lineArgument = Self.unparenthesized(file.text(argument.value))
            default: return nil
            }
        }
        if let message { trailing.append(message) }
        switch (fileArgument, lineArgument) {
        case (nil, nil):
            break
        case ("file", "line"):
            // A helper's `file:`/`line:` parameters become one `sourceLocation:` parameter.
            trailing.append(renderer.locationArgument(at: call.name))
        case (let file, let line):
            // Any other location (`line: sample.line`): built where the assertion is, as XCTest's
            // defaults were.
            let fileText = file.map { #""\(\#($0))""# }
            trailing.append(
                "sourceLocation: " + renderer.names("SourceLocation") + "(fileID: \(fileText ?? "#fileID"), "
                    + "filePath: \(fileText ?? "#filePath"), line: \(line.map { "Int(\($0))" } ?? "#line"), column: 1)")
        }
    }

    /// `(file)` → `file`.
    static func unparenthesized(_ text: String) -> String {
        var text = Substring(text)
        while text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        return String(text)
    }

    /// A string literal (interpolated or multi-line) is a `Comment` literal; any other expression is
    /// wrapped, since `String` does not convert to `Comment`.
    static func comment(_ range: Range<Int>, file: SourceFile, renderer: BodyRenderer) -> String {
        let text = renderer.render(range)
        if range.count == 1, file.kind(range.lowerBound) == .stringLiteral { return text }
        if range.count == 1, renderer.autoclosureMessages.contains(text) { return renderer.names("Comment") + "(rawValue: \(text)())" }
        return renderer.names("Comment") + "(rawValue: \(text))"
    }
}

/// Keeps a call's argument layout: arguments on one line stay on one line; one argument per line stays
/// that way, with the closing parenthesis where it was.
struct ArgumentLayout {
    let call: Call
    let file: SourceFile

    func parenthesized(_ arguments: [String]) -> String {
        guard let first = call.arguments.first, file.startsLine(first.tokens.lowerBound), let close = call.rightParen,
            !arguments.isEmpty
        else {
            return "(" + arguments.joined(separator: ", ") + ")"
        }
        let indent = file.indentation(ofLineContaining: file.tokens[first.tokens.lowerBound].start)
        let closing = file.startsLine(close) ? file.lineBreak + file.indentation(ofLineContaining: file.tokens[close].start) : ""
        return "(" + file.lineBreak + indent + arguments.joined(separator: "," + file.lineBreak + indent) + closing + ")"
    }
}

/// Calls known to throw, for operands that XCTest let an outer `try` cover.
enum ThrowingCalls {
    /// Foundation and standard library calls that throw, by base name.
    static let knownThrowing: Set<String> = [
        "decode", "encode", "jsonObject", "contentsOfDirectory", "attributesOfItem", "createDirectory",
        "removeItem", "copyItem", "moveItem", "write", "propertyList", "NSRegularExpression",
    ]

    /// Whether the expression calls something that throws (a known API, or one of `declared`, the
    /// functions this file declares `throws`) without a `try` of its own.
    static func containsUnmarkedThrowingCall(_ range: Range<Int>, in file: SourceFile, declaredThrowing declared: Set<String>) -> Bool {
        if file.shape(of: range).effects.contains(where: { file.matches($0.lowerBound, "try") }) { return false }
        return range.contains { i in
            guard file.kind(i) == .identifier, file.kind(i + 1) == .leftParen else { return false }
            let name = file.text(of: i)
            // `Data(contentsOf:)` and `String(contentsOf:)` throw; other initializers of them do not.
            if name == "Data" || name == "String" { return file.matches(i + 2, "contentsOf") }
            return knownThrowing.contains(name) || declared.contains(name)
        }
    }
}

/// Calls whose arguments include a key path literal (`xs.allSatisfy(\.isValid)`). When such a call is
/// the whole condition of `#expect`/`#require`, the macro calls it through `{ $0.allSatisfy($1) }` with
/// the key path passed as a function value, and the `rethrows` method then counts as throwing: "call
/// can throw, but it is not marked with 'try'" (checked on 6.3.1; `Bool(…)` around it, a comparison,
/// or a member after the call are not decomposed and compile).
enum KeyPathCalls {
    static func isDecomposedCallTakingKeyPath(_ range: Range<Int>, in file: SourceFile) -> Bool {
        var range = range
        // A leading `!` is decomposed too (`#expect(!xs.allSatisfy(\.ok))` fails the same way).
        while let first = range.first, file.kind(first) == .operator, file.matches(first, "!") { range = range.dropFirst() }
        guard let last = range.last, file.kind(last) == .rightParen, let open = file.matching(last), range.contains(open),
            file.shape(of: range).precedence == .primary
        else { return false }
        var i = open + 1
        while i < last {
            if file.kind(i).isOpeningDelimiter, let close = file.matching(i), close > i {
                i = close + 1
                continue
            }
            if file.kind(i) == .backslash { return true }
            i += 1
        }
        return false
    }
}

/// Values `XCTUnwrap` cannot fail on: a chain ending in a collection method that never returns an
/// optional (`xs.compactMap(\.field)`), with no optional chaining at its top level.
enum NonOptionalValues {
    /// Not `map`/`flatMap`: `Optional` has them too, and returns an optional.
    static let collectionMethods: Set<String> = ["compactMap", "filter", "sorted", "reversed"]

    static func isNonOptional(_ range: Range<Int>, in file: SourceFile) -> Bool {
        // `xs.compactMap(\.field)` or `xs.filter { … }`.
        guard let last = range.last, file.kind(last) == .rightParen || file.kind(last) == .rightBrace,
            let open = file.matching(last), range.contains(open),
            open - 2 >= range.lowerBound, file.kind(open - 1) == .identifier, file.kind(open - 2) == .period,
            collectionMethods.contains(file.text(of: open - 1)), file.shape(of: range).precedence == .primary,
            file.shape(of: range).effects.isEmpty
        else { return false }
        var i = range.lowerBound
        while i < open {
            if file.kind(i).isOpeningDelimiter, let close = file.matching(i), close > i {
                i = close + 1
                continue
            }
            // `a?.map(…)`, `a!`-free chains only; `as?` and `try?` would make it optional too.
            if file.kind(i) == .operator || file.kind(i) == .keyword && !file.matches(i, "self") { return false }
            i += 1
        }
        return true
    }
}
