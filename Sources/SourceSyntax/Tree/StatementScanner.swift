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
            // `a +⏎ b` continues. `x?⏎`, `y!⏎`, `Array<Int>⏎` and `Task<T, E>?⏎` (whose `>?` is one
            // token) end with an operator glued to the token before it: a postfix `?`/`!` or a
            // closing generic bracket, which end the line.
            if s.matches(prev, "->") || !isLeftBound(prev) || !endsWithPostfixCharacter(prev) { return true }
        case .keyword:
            if s.matches(prev, "try") || s.matches(prev, "await") || s.matches(prev, "as") || s.matches(prev, "is")
                || s.matches(prev, "where") { return true }
        default: break
        }
        switch s.kind(next) {
        case .period:
            return true
        case .operator:
            // `⏎ && b`, `⏎ ? x`: an infix operator at the start of a line continues the expression.
            return s.spaceAfter(next) && !s.matches(next, "&") && !s.matches(next, "!") && !s.matches(next, "-")
                || s.matches(next, "->")
        case .keyword:
            return s.matches(next, "else") || s.matches(next, "catch") || s.matches(next, "where")
                || s.matches(next, "as") || s.matches(next, "is")
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

    func endsWithPostfixCharacter(_ i: Int) -> Bool {
        let t = s.tokens[i]
        guard t.end > t.start else { return false }
        let last = s.bytes[t.end - 1]
        return last == 0x3F || last == 0x21 || last == 0x3E // ? ! >
    }

    /// End (exclusive) of the statement starting at `i`: a line break that does not continue, a
    /// semicolon, an unmatched closing delimiter, or `limit`.
    func statementEnd(from i: Int, limit: Int) -> Int {
        expressionEnd(from: i, limit: limit, stopAtComma: false, stopAtObservers: false)
    }

    func expressionEnd(from i: Int, limit: Int, stopAtComma: Bool, stopAtObservers: Bool) -> Int {
        var j = i
        while j < limit {
            let kind = s.kind(j)
            if kind == .endOfFile || kind == .semicolon || kind.isClosingDelimiter { break }
            if j > i, s.startsLine(j), !isContinuation(j - 1, j) { break }
            if stopAtComma, kind == .comma { break }
            // `Subject<Void, Never>()`: the comma inside generic arguments does not end the expression.
            if stopAtComma, kind == .operator, let close = genericArgumentsEnd(at: j, limit: limit) { j = close; continue }
            if kind == .poundKeyword, j > i, s.startsLine(j),
               s.matches(j, "#if") || s.matches(j, "#elseif") || s.matches(j, "#else") || s.matches(j, "#endif") { break }
            if kind.isOpeningDelimiter {
                if stopAtObservers, kind == .leftBrace, isObserverBlock(j) { break }
                if let close = s.partner(j), close > j, close < limit { j = close + 1; continue }
                j += 1
                continue
            }
            j += 1
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
            case .identifier, .period, .comma, .leftSquare, .rightSquare, .colon, .keyword:
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

    func isObserverBlock(_ brace: Int) -> Bool {
        s.matches(brace + 1, "willSet") || s.matches(brace + 1, "didSet")
    }
}
