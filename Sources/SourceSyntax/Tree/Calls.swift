/// A call site: `callee(arguments) { trailing closure } label: { … }`.
public struct Call: Sendable, Equatable {
    /// The called expression, e.g. `XCTAssertEqual` or `self.objectWillChange.send`.
    public var callee: Range<Int>
    /// The last token of the callee (the function's base name).
    public var name: Int { callee.upperBound - 1 }
    public var leftParen: Int?
    public var rightParen: Int?
    public var arguments: [Argument]
    public var trailingClosures: [TrailingClosure]
    /// Callee through the last trailing closure.
    public var tokens: Range<Int>
}

public struct Argument: Sendable, Equatable {
    public var label: Int?
    public var colon: Int?
    /// The argument's value, without label and comma.
    public var value: Range<Int>
    public var trailingComma: Int?
    /// Label through value.
    public var tokens: Range<Int>
}

public struct TrailingClosure: Sendable, Equatable {
    /// `label:` of a second or later trailing closure.
    public var label: Int?
    /// `{ … }` delimiters included.
    public var braces: Range<Int>
}

/// A closure's signature: `{ [weak self] (a: Int, b) async throws -> T in`.
public struct ClosureSignature: Sendable, Equatable {
    public var braces: Range<Int>
    public var captureList: Range<Int>?
    /// Parameter names (tokens), shorthand or parenthesised.
    public var parameterNames: [Int]
    /// The `in` keyword.
    public var inKeyword: Int
    /// The statements after `in`, up to the closing brace.
    public var body: Range<Int> { (inKeyword + 1)..<(braces.upperBound - 1) }
}

extension SourceFile {
    /// Whether identifier `index` is a label in a parenthesised list (`f(name: x)`, `(a: Int, b: Int)`):
    /// the name of a parameter or tuple element, not a use of what it spells.
    public func isArgumentLabel(_ index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count, kind(index + 1) == .colon else { return false }
        return kind(index - 1) == .leftParen || kind(index - 1) == .comma
    }

    /// The call whose base name is the token at `nameIndex` (`send` in `objectWillChange.send()`),
    /// or nil when no argument list or trailing closure follows on the same line.
    public func call(named nameIndex: Int) -> Call? {
        let callee = memberChain(endingAt: nameIndex)
        var i = nameIndex + 1
        if kind(i) == .operator, let end = genericArgumentsEnd(at: i) { i = end }
        var call = Call(
            callee: callee.lowerBound..<i, leftParen: nil, rightParen: nil, arguments: [],
            trailingClosures: [], tokens: callee.lowerBound..<i)
        if kind(i) == .leftParen, !startsLine(i), let close = matching(i) {
            call.leftParen = i
            call.rightParen = close
            call.arguments = arguments(inside: i..<(close + 1))
            i = close + 1
        }
        if acceptsTrailingClosure(at: i, calleeStart: callee.lowerBound) { call.trailingClosures = trailingClosures(from: i) }
        guard call.leftParen != nil || !call.trailingClosures.isEmpty else { return nil }
        call.tokens = call.callee.lowerBound..<(call.trailingClosures.last.map(\.braces.upperBound) ?? i)
        return call
    }

    /// Every call in the file whose base name is one of `names`.
    public func calls(named names: Set<String>) -> [Call] { calls(in: 0..<tokens.count, named: names) }

    /// Every call in `range` whose base name is one of `names` (all calls when `names` is nil).
    public func calls(in range: Range<Int>, named names: Set<String>? = nil) -> [Call] {
        var result: [Call] = []
        for i in range where kind(i) == .identifier || kind(i) == .keyword || kind(i) == .dollarIdentifier {
            let next = kind(i + 1)
            guard next == .leftParen || next == .leftBrace || next == .operator else { continue }
            if let names, !names.contains(text(of: i)) { continue }
            if let call = call(named: i), call.tokens.upperBound <= range.upperBound { result.append(call) }
        }
        return result
    }

    /// The start of a member-access chain ending at `index`: `a.b().c` ending at `c` starts at `a`.
    /// Steps over calls, subscripts, `?`/`!` and `self.`/`super.` on the way.
    public func memberChain(endingAt index: Int) -> Range<Int> {
        var start = index
        while start > 0, kind(start - 1) == .period {
            let dot = start - 1
            // `x = .red` / `return .init()`: a dot after a space on the same line is an implicit member.
            if dot == 0 || (hasSpaceBefore(dot) && !startsLine(dot)) {
                start = dot
                break
            }
            var prev = dot - 1
            if kind(prev) == .operator, matches(prev, "?") || matches(prev, "!"), !hasSpaceBefore(prev) { prev -= 1 }
            if kind(prev).isClosingDelimiter, let open = matching(prev) {
                // `foo(x).bar`, `items[0].name`: include the call or subscript and its base.
                let base = open - 1
                let hasBase = base >= 0 && !hasSpaceBefore(open) && (kind(base) == .identifier || isChainKeyword(base))
                start = hasBase ? base : open
                continue
            }
            // A keyword after a dot is a member name: `self.extension.flatMap`, `x.default`.
            let memberKeyword = kind(prev) == .keyword && prev > 0 && kind(prev - 1) == .period
            guard kind(prev) == .identifier || kind(prev) == .dollarIdentifier || isChainKeyword(prev) || memberKeyword else {
                start = dot  // `(.red)`, `[.a, .b]`: an implicit member
                break
            }
            start = prev
        }
        return start..<(index + 1)
    }

    private func isChainKeyword(_ i: Int) -> Bool {
        kind(i) == .keyword && (matches(i, "self") || matches(i, "Self") || matches(i, "super") || matches(i, "init"))
    }

    /// The index after `<…>` generic arguments glued to a name and followed by `(`, `.` or a
    /// same-line `{` (`Foo<Int>(…)`, `Foo<A>.self`, `Task<Void, Never> { … }`); nil when the `<` is
    /// a comparison.
    public func genericArgumentsEnd(at i: Int) -> Int? {
        StatementScanner(s: stream).genericArgumentsEnd(at: i, limit: tokens.count - 1)
    }

    /// Arguments between a pair of parentheses or brackets (delimiters included in `delimited`).
    public func arguments(inside delimited: Range<Int>) -> [Argument] {
        var result: [Argument] = []
        let end = delimited.upperBound - 1
        var i = delimited.lowerBound + 1
        while i < end {
            let start = i
            var label: Int?
            var colon: Int?
            if kind(i) == .identifier || kind(i) == .keyword, kind(i + 1) == .colon {
                label = i
                colon = i + 1
                i += 2
            }
            let valueStart = i
            let scanner = StatementScanner(s: stream)
            var castType = false
            while i < end, kind(i) != .comma {
                if kind(i).isOpeningDelimiter, let close = matching(i), close < end {
                    i = close + 1
                    continue
                }
                if kind(i) == .keyword, matches(i, "as") || matches(i, "is") { castType = true }
                // `Result<A, B>.self`, `x as KeyPath<A, B>`: a comma inside generic arguments does
                // not end the argument.
                if kind(i) == .operator,
                    let after = scanner.genericArgumentsEnd(at: i, limit: end)
                        ?? (castType ? scanner.typeArgumentsEnd(at: i, limit: end) : nil)
                {
                    i = after
                } else {
                    i += 1
                }
            }
            let comma = i < end ? i : nil
            result.append(Argument(label: label, colon: colon, value: valueStart..<i, trailingComma: comma, tokens: start..<i))
            i += 1
        }
        return result
    }

    /// Trailing closures after a call's parentheses: `{ … }` (on the same line or, as the compiler
    /// reads it, the next), then `label: { … }`.
    func trailingClosures(from index: Int) -> [TrailingClosure] {
        var result: [TrailingClosure] = []
        var i = index
        if kind(i) == .leftBrace, let close = matching(i) {
            result.append(TrailingClosure(label: nil, braces: i..<(close + 1)))
            i = close + 1
            while kind(i) == .identifier || kind(i) == .keyword, kind(i + 1) == .colon, kind(i + 2) == .leftBrace,
                let close = matching(i + 2)
            {
                result.append(TrailingClosure(label: i, braces: (i + 2)..<(close + 1)))
                i = close + 1
            }
        }
        return result
    }

    /// The signature of the closure whose opening brace is at `brace`, if it has `in`.
    /// Keywords that begin a statement, never a closure signature.
    static let statementKeywords: Set<String> = [
        "for", "let", "var", "if", "guard", "while", "repeat", "switch", "return", "do", "try", "await", "throw", "defer", "break", "continue",
    ]

    public func closureSignature(at brace: Int) -> ClosureSignature? {
        guard kind(brace) == .leftBrace, let close = matching(brace) else { return nil }
        var i = brace + 1
        var captureList: Range<Int>?
        if kind(i) == .leftSquare, let end = matching(i) {
            captureList = i..<(end + 1)
            i = end + 1
        }
        var names: [Int] = []
        let signatureStart = i
        while i < close {
            if kind(i) == .keyword, matches(i, "in") {
                return ClosureSignature(braces: brace..<(close + 1), captureList: captureList, parameterNames: names, inKeyword: i)
            }
            // A statement starts the body: the `in` of `for x in xs` is no signature's.
            if i == signatureStart, kind(i) == .keyword, Self.statementKeywords.contains(text(of: i)) { return nil }
            if kind(i) == .leftParen, i == signatureStart, let end = matching(i) {
                // `(a: Int, b)`: the first identifier of each parameter is its name.
                for argument in arguments(inside: i..<(end + 1)) {
                    if let label = argument.label {
                        names.append(label)
                    } else if kind(argument.value.lowerBound) == .identifier {
                        names.append(argument.value.lowerBound)
                    }
                }
                i = end + 1
                continue
            }
            if kind(i) == .identifier, i == signatureStart || kind(i - 1) == .comma {
                names.append(i)
            } else if !(kind(i) == .comma || kind(i) == .operator || kind(i) == .identifier || kind(i) == .keyword
                || kind(i) == .colon || kind(i) == .period || kind(i).isOpeningDelimiter || kind(i).isClosingDelimiter)
            {
                return nil
            }
            if kind(i).isOpeningDelimiter, let end = matching(i) { i = end + 1 } else { i += 1 }
        }
        return nil
    }
}
