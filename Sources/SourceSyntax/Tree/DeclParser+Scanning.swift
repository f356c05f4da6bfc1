/// Token-level scanning the declaration parser shares: delimited groups, generic brackets, types
/// and statement ends.
extension DeclParser {
    /// Index after `i`, jumping over a whole delimited group when `i` opens one.
    func skipGroup(_ i: Int) -> Int {
        if s.kind(i).isOpeningDelimiter, let close = s.partner(i), close > i { return close + 1 }
        return i + 1
    }

    /// `<…>` starting at `i` (generic parameters or arguments in a declaration).
    func angleGroup(at i: Int, limit: Int) -> Range<Int>? {
        s.angleBracketsEnd(at: i, limit: limit).map { i..<$0 }
    }

    func angleDelta(_ i: Int) -> Int { s.angleDelta(i) }

    /// End (exclusive) of a type written from `i`, or of the part of it before `stop` matches at
    /// bracket depth 0. Generic brackets may span lines; outside them a line break ends the type
    /// unless the type clearly goes on (see `typeContinues`). A `>` closing a bracket is not an
    /// operator, so it never continues a line the way `a >⏎ b` would.
    func typeEnd(from i: Int, limit: Int, stop: (Int) -> Bool) -> Int {
        var j = i
        var angle = 0
        while j < limit {
            let kind = s.kind(j)
            if kind == .semicolon || kind.isClosingDelimiter { break }
            if angle == 0, stop(j) { break }
            if angle == 0, j > i, s.startsLine(j), !typeContinues(j - 1, j) { break }
            if kind == .operator { angle = max(0, angle + angleDelta(j)) }
            j = skipGroup(j)
        }
        return j
    }

    /// Whether a line break between `prev` and `next` continues a type: after `&`, `->`, `=`, `.`,
    /// `,`, `:`, `@`, `where` or an open `<`; before `&`, `->`, `.`, `=` or `where`.
    func typeContinues(_ prev: Int, _ next: Int) -> Bool {
        switch s.kind(prev) {
        case .period, .comma, .colon, .atSign: return true
        case .operator:
            if s.matches(prev, "&") || s.matches(prev, "->") || s.matches(prev, "=") { return true }
            if s.bytes[s.tokens[prev].end - 1] == 0x3C { return true }  // `Foo<⏎`
        case .keyword:
            if s.matches(prev, "where") { return true }
        default: break
        }
        switch s.kind(next) {
        case .period: return true
        case .operator: return s.matches(next, "&") || s.matches(next, "->") || s.matches(next, "=")
        case .keyword: return s.matches(next, "where")
        default: return false
        }
    }

    /// End of `case a, b(Int), c = 3` from just after `case`. Element names may be keywords that
    /// would otherwise continue a line (`case await`), so the elements are read one by one.
    func enumCaseEnd(from i: Int, limit: Int) -> Int {
        var j = i
        while j < limit, s.kind(j) == .identifier || s.kind(j) == .keyword {
            j += 1
            if j < limit, s.kind(j) == .leftParen { j = skipGroup(j) }
            if j < limit, s.matches(j, "=") {
                j = expressionEnd(from: j + 1, limit: limit, stopAtComma: true, stopAtObservers: false)
            }
            guard j < limit, s.kind(j) == .comma else { break }
            j += 1
        }
        return max(j, i)
    }

    /// Whether the line break between `prev` and `next` continues one statement.
    func isContinuation(_ prev: Int, _ next: Int) -> Bool {
        StatementScanner(s: s).isContinuation(prev, next)
    }

    func statementEnd(from i: Int, limit: Int) -> Int {
        StatementScanner(s: s).statementEnd(from: i, limit: limit)
    }

    func expressionEnd(from i: Int, limit: Int, stopAtComma: Bool, stopAtObservers: Bool) -> Int {
        StatementScanner(s: s).expressionEnd(from: i, limit: limit, stopAtComma: stopAtComma, stopAtObservers: stopAtObservers)
    }
}
