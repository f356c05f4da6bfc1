/// Read-only helpers over a token array and its bytes, shared by the tree builder and `SourceFile`.
struct TokenStream: Sendable {
    let tokens: [Token]
    let bytes: [UInt8]
    let partners: [Int32]

    func kind(_ i: Int) -> TokenKind { i >= 0 && i < tokens.count ? tokens[i].kind : .endOfFile }

    /// Whether the token's text equals `word`, without allocating a String.
    func matches(_ i: Int, _ word: StaticString) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        guard t.end - t.start == word.utf8CodeUnitCount else { return false }
        let p = word.utf8Start
        for k in 0..<(t.end - t.start) where bytes[t.start + k] != p[k] { return false }
        return true
    }

    func matches(_ i: Int, _ word: String) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        var utf8 = word.utf8.makeIterator()
        for k in t.start..<t.end {
            guard let expected = utf8.next(), expected == bytes[k] else { return false }
        }
        return utf8.next() == nil
    }

    func firstByte(_ i: Int) -> UInt8 {
        guard i >= 0, i < tokens.count, tokens[i].end > tokens[i].start else { return 0 }
        return bytes[tokens[i].start]
    }

    func text(_ i: Int) -> String { LosslessText.decode(bytes[tokens[i].textRange]) }

    /// The index after the `<…>` group opening at `i` (an operator token starting with `<`), counting
    /// `<` and `>` inside operator tokens (`>>` closes two) and stepping over whole delimited
    /// groups; nil when a `{` or `;` comes first or the brackets never close.
    func angleBracketsEnd(at i: Int, limit: Int) -> Int? {
        guard i < limit, kind(i) == .operator, firstByte(i) == 0x3C else { return nil }
        var depth = 0
        var j = i
        while j < limit {
            if kind(j) == .operator { depth += angleDelta(j) } else if kind(j) == .leftBrace || kind(j) == .semicolon { return nil }
            if kind(j).isOpeningDelimiter, let close = partner(j), close > j, close < limit { j = close + 1 } else { j += 1 }
            if depth <= 0 { return depth == 0 ? j : nil }
        }
        return nil
    }

    /// How much an operator token opens (`<`) or closes (`>`, `>>`, `>?`) generic brackets; the
    /// `>` of `->` does not count.
    func angleDelta(_ i: Int) -> Int {
        var delta = 0
        let t = tokens[i]
        var k = t.start
        while k < t.end {
            let c = bytes[k]
            if c == 0x3C { delta += 1 } else if c == 0x3E, !(k > t.start && bytes[k - 1] == 0x2D) { delta -= 1 }
            k += 1
        }
        return delta
    }

    func partner(_ i: Int) -> Int? {
        guard i >= 0, i < partners.count, partners[i] >= 0 else { return nil }
        return Int(partners[i])
    }

    /// Whether a line break lies between token `i - 1` and token `i`.
    func startsLine(_ i: Int) -> Bool {
        guard i > 0, i < tokens.count else { return i == 0 }
        for k in tokens[i].leadingTriviaRange where bytes[k] == 0x0A || bytes[k] == 0x0D { return true }
        // A multi-line block comment in trailing trivia also separates lines.
        for k in tokens[i - 1].trailingTriviaRange where bytes[k] == 0x0A || bytes[k] == 0x0D { return true }
        return false
    }

    /// Whitespace or comments directly before token `i`.
    func spaceBefore(_ i: Int) -> Bool {
        guard i > 0 else { return true }
        return !tokens[i].leadingTriviaRange.isEmpty || !tokens[i - 1].trailingTriviaRange.isEmpty
    }

    /// Whitespace or comments directly after token `i`.
    func spaceAfter(_ i: Int) -> Bool {
        guard i + 1 < tokens.count else { return true }
        return !tokens[i].trailingTriviaRange.isEmpty || !tokens[i + 1].leadingTriviaRange.isEmpty
            || tokens[i + 1].kind == .endOfFile
    }

    /// An operator written as an infix one (`a + b`, `a+b`), as opposed to prefix `-a` or postfix `a!`.
    /// Swift's rule: whitespace on both sides or neither makes an infix operator; an opening
    /// delimiter or comma counts as whitespace on the left, a closing one on the right, and an
    /// operator followed directly by `.` is postfix (`a?.b`, `a!.b`).
    func isInfixOperator(_ i: Int) -> Bool {
        guard kind(i) == .operator else { return false }
        let before = kind(i - 1)
        let after = kind(i + 1)
        let leftBound = spaceBefore(i) || before.isOpeningDelimiter || before == .comma || before == .colon || before == .semicolon
        let rightBound = spaceAfter(i) || after.isClosingDelimiter || after == .comma || after == .colon || after == .semicolon
        if !leftBound, after == .period, !spaceAfter(i) { return false }
        return leftBound == rightBound
    }
}
