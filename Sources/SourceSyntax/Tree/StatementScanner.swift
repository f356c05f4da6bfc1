/// Finds where a statement or expression ends in a token stream, following Swift's rule that a line
/// break ends a statement unless the code on either side of it clearly continues.
struct StatementScanner {
    let s: TokenStream

    /// Whether the line break between `prev` and `next` continues one statement.
    func isContinuation(_ prev: Int, _ next: Int) -> Bool {
        switch s.kind(prev) {
        case .period, .comma, .colon, .atSign, .backslash: return true
        case .leftParen, .leftSquare, .leftBrace: return true
        case .operator:
            // `a +⏎ b` continues. An operator glued to the token before it and followed by a line
            // break is postfix and ends the line, as in the compiler: `x?⏎`, `y!⏎`, `a...⏎`,
            // `Array<Int>⏎`, `Task<T, E>?⏎` (`>?` is one token); but `Foo<⏎` opens generic
            // arguments and `=`/`->` are punctuation. A `>` alone on its line closes them too.
            if s.matches(prev, "->") || s.matches(prev, "=") { return true }
            let ends = isLeftBound(prev) ? !endsWithOpeningBracket(prev) : s.startsLine(prev) && isAllClosingBrackets(prev)
            if !ends { return true }
        case .keyword:
            if s.matches(prev, "try") || s.matches(prev, "await") || s.matches(prev, "as") || s.matches(prev, "is")
                || s.matches(prev, "where")
            {
                return true
            }
            // `} else if⏎ let a = b,⏎ let c = d⏎ {`: a statement keyword ending a line awaits its condition.
            if s.kind(prev - 1) != .period,
                s.matches(prev, "if") || s.matches(prev, "guard") || s.matches(prev, "while") || s.matches(prev, "switch")
                    || s.matches(prev, "for") || s.matches(prev, "else")
            {
                return true
            }
            // `return⏎ value`: the compiler takes the next line as the value when it can start one.
            if s.kind(prev - 1) != .period, s.matches(prev, "return") || s.matches(prev, "throw"), startsOperand(next) { return true }
        default: break
        }
        switch s.kind(next) {
        case .period:
            return true
        case .leftBrace:
            // A `{` opening a line continues the statement before it: a body in Allman style, an
            // accessor block, or a trailing closure (`foo(x)⏎{ … }`); Swift has no bare blocks.
            return true
        case .operator:
            // `⏎ && b`, `⏎ - c`: an operator with blanks on both sides is infix and continues the
            // expression; `⏎ >()` closes generic arguments opened above.
            return s.spaceAfter(next) || s.matches(next, "->") || isAllClosingBrackets(next)
        case .keyword:
            return s.matches(next, "else") || s.matches(next, "catch") || s.matches(next, "where")
                || s.matches(next, "as") || s.matches(next, "is") || isRepeatWhile(prev, next)
        case .colon:
            return true
        default:
            return false
        }
    }

    /// Whether the operator at `i` touches the token before it (no whitespace, comment or opening
    /// delimiter in between), which makes it postfix or infix rather than prefix.
    func isLeftBound(_ i: Int) -> Bool {
        guard i > 0, !s.spaceBefore(i) else { return false }
        switch s.kind(i - 1) {
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon: return false
        default: return true
        }
    }

    /// `repeat { … }⏎ while x`.
    func isRepeatWhile(_ prev: Int, _ next: Int) -> Bool {
        guard s.matches(next, "while"), s.kind(prev) == .rightBrace, let open = s.partner(prev) else { return false }
        return s.matches(open - 1, "repeat")
    }

    /// Whether the token at `i` can begin an expression (after `return` or `throw`).
    func startsOperand(_ i: Int) -> Bool {
        switch s.kind(i) {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
            .leftParen, .leftSquare, .period, .backslash:
            return true
        case .operator:
            return !s.spaceAfter(i)  // a prefix operator
        case .keyword:
            return s.matches(i, "self") || s.matches(i, "Self") || s.matches(i, "super") || s.matches(i, "try")
                || s.matches(i, "await") || s.matches(i, "true") || s.matches(i, "false") || s.matches(i, "nil")
        default:
            return false
        }
    }

    func endsWithOpeningBracket(_ i: Int) -> Bool {
        let t = s.tokens[i]
        return t.end > t.start && s.bytes[t.end - 1] == 0x3C
    }

    /// `>`, `>>`, `>?`, `>!`: what closes generic arguments, optionally made optional.
    func isAllClosingBrackets(_ i: Int) -> Bool {
        let t = s.tokens[i]
        guard t.end > t.start, s.bytes[t.start] == 0x3E else { return false }
        return s.bytes[t.start..<t.end].allSatisfy { $0 == 0x3E || $0 == 0x3F || $0 == 0x21 }
    }

    /// End (exclusive) of the statement starting at `i`: a line break that does not continue, a
    /// semicolon, an unmatched closing delimiter, or `limit`.
    func statementEnd(from i: Int, limit: Int) -> Int {
        expressionEnd(from: i, limit: limit, stopAtComma: false, stopAtObservers: false)
    }

    func expressionEnd(from i: Int, limit: Int, stopAtComma: Bool, stopAtObservers: Bool) -> Int {
        var j = i
        // `@inline(__always)⏎ func helper()`: attributes on their own lines belong to what follows.
        let attributesEnd = self.attributesEnd(from: i, limit: limit)
        while j < limit {
            let kind = s.kind(j)
            if kind == .endOfFile || kind == .semicolon || kind.isClosingDelimiter { break }
            if j > i, j > attributesEnd, s.startsLine(j), !isContinuation(j - 1, j) { break }
            if stopAtComma, kind == .comma { break }
            // `Subject<Void, Never>()`: the comma inside generic arguments does not end the expression.
            if stopAtComma, kind == .operator, let close = genericArgumentsEnd(at: j, limit: limit) {
                j = close
                continue
            }
            if kind == .poundKeyword, j > i, s.startsLine(j),
                s.matches(j, "#if") || s.matches(j, "#elseif") || s.matches(j, "#else") || s.matches(j, "#endif")
            {
                break
            }
            if kind.isOpeningDelimiter {
                if stopAtObservers, kind == .leftBrace, isObserverBlock(j) { break }
                if let close = s.partner(j), close > j, close < limit {
                    j = close + 1
                    continue
                }
                j += 1
                continue
            }
            j += 1
        }
        return j
    }

    /// The index after the attributes starting at `i` (`@MainActor @inline(__always)`), or `i`.
    func attributesEnd(from i: Int, limit: Int) -> Int {
        var j = i
        while j + 1 < limit, s.kind(j) == .atSign, s.kind(j + 1) == .identifier {
            j += 2
            while j + 1 < limit, s.kind(j) == .period, s.kind(j + 1) == .identifier, !s.spaceBefore(j) { j += 2 }
            if j < limit, s.kind(j) == .leftParen, !s.spaceBefore(j), let close = s.partner(j), close < limit { j = close + 1 }
        }
        return j
    }

    /// The index after `<…>` generic arguments written right after a name and followed by `(`, `.`
    /// or `)` (`Foo<A, B>(`, `Foo<A>.self`), or nil when the `<` is a comparison.
    func genericArgumentsEnd(at i: Int, limit: Int) -> Int? {
        guard s.firstByte(i) == 0x3C, i > 0, !s.spaceBefore(i), s.kind(i - 1) == .identifier else { return nil }
        var depth = 0
        var j = i
        while j < limit {
            switch s.kind(j) {
            case .operator:
                depth += s.angleDelta(j)
            case .identifier, .period, .comma, .leftSquare, .rightSquare, .colon, .keyword, .integerLiteral:
                break
            case .leftParen where depth > 0:
                // A tuple or function type argument: `Delegate<(Int, Int), Void>()`.
                guard let close = s.partner(j), close < limit else { return nil }
                j = close
            case .atSign where depth > 0:
                break
            default:
                return nil
            }
            j += 1
            if depth <= 0 {
                // `Task<Void, Never> { … }`: a trailing closure on the same line.
                if depth == 0, s.kind(j) == .leftBrace, !s.startsLine(j) { return j }
                guard depth == 0, !s.spaceBefore(j) else { return nil }
                return s.kind(j) == .leftParen || s.kind(j) == .period ? j : nil
            }
        }
        return nil
    }

    /// The index after `<…>` glued to a name where only a type can stand (after `as`/`is`),
    /// whatever follows it.
    func typeArgumentsEnd(at i: Int, limit: Int) -> Int? {
        guard i > 0, !s.spaceBefore(i), s.kind(i - 1) == .identifier else { return nil }
        return s.angleBracketsEnd(at: i, limit: limit)
    }

    func isObserverBlock(_ brace: Int) -> Bool {
        s.matches(brace + 1, "willSet") || s.matches(brace + 1, "didSet")
    }
}
