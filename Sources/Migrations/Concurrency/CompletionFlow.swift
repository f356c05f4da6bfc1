import SourceSyntax

/// Counts how often a completion handler is called on each path through a function body, for
/// `AsyncWrappers`: a continuation must be resumed exactly once, so a wrapper is only written when
/// every path calls the completion exactly once.
///
/// Deliberately strict. Followed: direct calls `completion(…)` as statements (or after `return`),
/// `if`/`else if`/`else`, `guard … else`, `switch`, `do`/`catch` (when no `try` follows the call
/// in the `do`), `return`, `fatalError`/`preconditionFailure`, and the trailing closure of an API
/// that calls it once: `DispatchQueue….async`/`asyncAfter`, and
/// `….dataTask`/`downloadTask`/`uploadTask { … }.resume()`. Anything else that mentions the
/// completion (a loop, a `defer`, a stored or forwarded closure, another closure, a `#if`) makes
/// the count unknown, and no wrapper is written.
struct CompletionFlow {
    let file: SourceFile
    /// The completion parameter's name inside the body.
    let name: String

    /// Where a path can go: on to the next statement, or out of the function, each with the
    /// counts of completion calls so far (2 stands for "two or more").
    struct Paths {
        var falling: Set<Int>
        var ended: Set<Int> = []
    }

    struct Unknown: Error {
        var reason: String
        var at: Int
    }

    /// Nil when every path through `body` (a `{ … }` block) calls the completion exactly once;
    /// otherwise why not, and where.
    func check(body: Range<Int>) -> Unknown? {
        do {
            let paths = try analyze(file.statements(in: body), entry: [0])
            let counts = paths.falling.union(paths.ended)
            if counts == [1] { return nil }
            let missing = counts.contains(0) ? "a path that never calls it" : "a path that calls it more than once"
            return Unknown(reason: "\(name) is not called exactly once on every path (\(missing))", at: body.lowerBound)
        } catch let unknown as Unknown {
            return unknown
        } catch {
            return Unknown(reason: "\(error)", at: body.lowerBound)
        }
    }

    private func analyze(_ statements: [Range<Int>], entry: Set<Int>) throws -> Paths {
        var paths = Paths(falling: entry)
        for statement in statements where !paths.falling.isEmpty {
            let next = try analyzeStatement(statement, entry: paths.falling)
            paths.falling = next.falling
            paths.ended.formUnion(next.ended)
        }
        return paths
    }

    private func plusOne(_ counts: Set<Int>) -> Set<Int> { Set(counts.map { min($0 + 1, 2) }) }

    private func analyzeStatement(_ statement: Range<Int>, entry: Set<Int>) throws -> Paths {
        let first = statement.lowerBound
        let word = file.text(of: first)
        if file.kind(first) == .poundKeyword, mentions(in: statement) {
            throw Unknown(reason: "\(name) is used under a compiler directive", at: first)
        }
        switch word {
        case "return":
            let rest = (first + 1)..<statement.upperBound
            if rest.isEmpty || !mentions(in: rest) { return Paths(falling: [], ended: entry) }
            guard isDirectCall(rest) else { throw Unknown(reason: "`return` uses \(name) in a way this tool cannot follow", at: first) }
            return Paths(falling: [], ended: plusOne(entry))
        case "fatalError", "preconditionFailure":
            return Paths(falling: [])
        case "if":
            return try branches(ifStatementAt: first, end: statement.upperBound, entry: entry)
        case "guard":
            return try guardStatement(at: first, end: statement.upperBound, entry: entry)
        case "switch":
            return try switchStatement(at: first, end: statement.upperBound, entry: entry)
        case "do":
            return try doStatement(at: first, end: statement.upperBound, entry: entry)
        default:
            break
        }
        guard mentions(in: statement) else {
            if word == "throw" { throw Unknown(reason: "a `throw` leaves without calling \(name)", at: first) }
            return Paths(falling: entry)
        }
        if isDirectCall(statement) { return Paths(falling: plusOne(entry)) }
        if let closure = onceCalledClosure(in: statement) {
            let inner = try analyze(file.statements(in: closure), entry: [0])
            guard inner.falling.union(inner.ended) == [1] else {
                throw Unknown(reason: "\(name) is not called exactly once on every path of the closure", at: closure.lowerBound)
            }
            return Paths(falling: plusOne(entry))
        }
        throw Unknown(
            reason: "\(name) is used in a way this tool cannot follow (stored, forwarded, in a loop or in another closure)",
            at: firstMention(in: statement) ?? first)
    }

    // MARK: Statements with blocks

    /// The first `{` at depth 0 from `start` (conditions may hold parenthesised closures).
    private func blockStart(from start: Int, end: Int) -> Int? {
        var i = start
        while i < end {
            switch file.kind(i) {
            case .leftParen, .leftSquare:
                guard let close = file.matching(i) else { return nil }
                i = close + 1
            case .leftBrace:
                return i
            default:
                i += 1
            }
        }
        return nil
    }

    private func block(at brace: Int) throws -> Range<Int> {
        guard let close = file.matching(brace) else { throw Unknown(reason: "unbalanced braces", at: brace) }
        return brace..<(close + 1)
    }

    private func noMention(_ range: Range<Int>) throws {
        if let at = firstMention(in: range) { throw Unknown(reason: "a condition uses \(name)", at: at) }
    }

    private func branches(ifStatementAt start: Int, end: Int, entry: Set<Int>) throws -> Paths {
        var result = Paths(falling: [])
        var i = start
        while true {
            guard let brace = blockStart(from: i + 1, end: end) else { throw Unknown(reason: "an `if` this tool cannot read", at: i) }
            try noMention((i + 1)..<brace)
            let body = try block(at: brace)
            let paths = try analyze(file.statements(in: body), entry: entry)
            result.falling.formUnion(paths.falling)
            result.ended.formUnion(paths.ended)
            let next = body.upperBound
            if next < end, file.matches(next, "else") {
                if file.matches(next + 1, "if") {
                    i = next + 1
                    continue
                }
                let elseBody = try block(at: next + 1)
                let paths = try analyze(file.statements(in: elseBody), entry: entry)
                result.falling.formUnion(paths.falling)
                result.ended.formUnion(paths.ended)
                return result
            }
            // No `else`: the condition may be false.
            result.falling.formUnion(entry)
            return result
        }
    }

    private func guardStatement(at start: Int, end: Int, entry: Set<Int>) throws -> Paths {
        guard let brace = blockStart(from: start + 1, end: end), file.matches(brace - 1, "else") else {
            throw Unknown(reason: "a `guard` this tool cannot read", at: start)
        }
        try noMention((start + 1)..<brace)
        let paths = try analyze(file.statements(in: try block(at: brace)), entry: entry)
        return Paths(falling: entry, ended: paths.ended)
    }

    private func switchStatement(at start: Int, end: Int, entry: Set<Int>) throws -> Paths {
        guard let brace = blockStart(from: start + 1, end: end), let close = file.matching(brace) else {
            throw Unknown(reason: "a `switch` this tool cannot read", at: start)
        }
        try noMention((start + 1)..<brace)
        // Case labels: `case`/`default` at the switch's own depth, each starting a line.
        var labels: [Int] = []
        var i = brace + 1
        while i < close {
            if file.kind(i).isOpeningDelimiter, let partner = file.matching(i) {
                i = partner + 1
                continue
            }
            if file.startsLine(i), file.matches(i, "case") || file.matches(i, "default") || file.kind(i) == .atSign { labels.append(i) }
            i += 1
        }
        var result = Paths(falling: [])
        for (index, label) in labels.enumerated() where file.kind(label) != .atSign {
            let limit = index + 1 < labels.count ? labels[index + 1] : close
            guard let colon = (label..<limit).first(where: { file.kind($0) == .colon && file.enclosingDelimiter(of: $0) == brace }) else {
                throw Unknown(reason: "a case label this tool cannot read", at: label)
            }
            try noMention(label..<colon)
            // `statements(in:)` reads between the bounds, as if `colon` and `limit` were braces.
            let paths = try analyze(file.statements(in: colon..<(limit + 1)), entry: entry)
            result.falling.formUnion(paths.falling)
            result.ended.formUnion(paths.ended)
        }
        if labels.isEmpty { throw Unknown(reason: "an empty `switch`", at: start) }
        return result
    }

    private func doStatement(at start: Int, end: Int, entry: Set<Int>) throws -> Paths {
        guard file.kind(start + 1) == .leftBrace else { throw Unknown(reason: "a `do` this tool cannot read", at: start) }
        let body = try block(at: start + 1)
        // A `try` after the call would reach a `catch` with the completion already called.
        if let call = firstMention(in: body), let laterTry = (call..<body.upperBound).first(where: { file.matches($0, "try") }) {
            throw Unknown(reason: "a `try` after calling \(name) may reach a `catch` that calls it again", at: laterTry)
        }
        var result = try analyze(file.statements(in: body), entry: entry)
        var i = body.upperBound
        while i < end, file.matches(i, "catch") {
            guard let brace = blockStart(from: i + 1, end: end) else { throw Unknown(reason: "a `catch` this tool cannot read", at: i) }
            let paths = try analyze(file.statements(in: try block(at: brace)), entry: entry)
            result.falling.formUnion(paths.falling)
            result.ended.formUnion(paths.ended)
            i = try block(at: brace).upperBound
        }
        return result
    }

    // MARK: Mentions and calls

    /// A use of the completion's name (not a member `.name`, not an argument label `name:`).
    private func isMention(_ i: Int) -> Bool {
        file.kind(i) == .identifier && file.text(of: i) == name && file.kind(i - 1) != .period && file.kind(i + 1) != .colon
    }

    private func firstMention(in range: Range<Int>) -> Int? { range.first { isMention($0) } }

    private func mentions(in range: Range<Int>) -> Bool { firstMention(in: range) != nil }

    /// `name(…)` filling `range`, its arguments free of the name.
    private func isDirectCall(_ range: Range<Int>) -> Bool {
        let first = range.lowerBound
        guard isMention(first), file.kind(first + 1) == .leftParen, let close = file.matching(first + 1), close == range.upperBound - 1 else {
            return false
        }
        return !mentions(in: (first + 1)..<range.upperBound)
    }

    /// The body of the one trailing closure in `statement` that mentions the completion, when the
    /// closure belongs to an API that calls it exactly once and nothing else mentions the name.
    private func onceCalledClosure(in statement: Range<Int>) -> Range<Int>? {
        for call in file.calls(in: statement) where call.callee.lowerBound == statement.lowerBound {
            guard call.trailingClosures.count == 1, let closure = call.trailingClosures.first, closure.label == nil else { continue }
            let callee = file.text(call.callee).filter { !$0.isWhitespace }
            let name = file.text(of: call.name)
            let after = call.tokens.upperBound
            let dispatch = callee.hasPrefix("DispatchQueue.") && (name == "async" || name == "asyncAfter") && after == statement.upperBound
            let resumed =
                ["dataTask", "downloadTask", "uploadTask"].contains(name) && file.kind(after) == .period && file.matches(after + 1, "resume")
                && file.kind(after + 2) == .leftParen && file.kind(after + 3) == .rightParen && after + 4 == statement.upperBound
            guard dispatch || resumed else { continue }
            let inside = closure.braces
            let outside = Array(statement.lowerBound..<inside.lowerBound) + Array(inside.upperBound..<statement.upperBound)
            guard !outside.contains(where: isMention) else { return nil }
            if let signature = file.closureSignature(at: inside.lowerBound) {
                // A closure parameter of the same name would hide the completion.
                guard !signature.parameterNames.contains(where: { file.text(of: $0) == self.name }) else { return nil }
                return signature.inKeyword..<inside.upperBound
            }
            return inside
        }
        return nil
    }
}
