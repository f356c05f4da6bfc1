/// Regex literals. `#/…/#` always is one; a bare `/…/` is one only where the compiler (Swift 6 mode,
/// or `-enable-bare-slash-regex`) would lex one, so that division, custom operators such as
/// CasePaths' prefix `/`, and `operator /^/` declarations stay operators.
extension LexerState {
    /// Whether the `/` at `pos` opens a bare regex literal. Mirrors the compiler's rules: it must be
    /// in expression position, must not start or end with a space or tab, must close on the same
    /// line at the first unescaped `/` (character classes do not protect a `/`), must not close
    /// just before `//` or `/*`, and must not hold an unbalanced `)` (`{ /Case.a ~= $0 })`).
    func isRegexStart() -> Bool {
        let next = peek(1)
        switch next {
        case 0x2F, 0x2A, 0x20, 0x09, ByteClass.newline, ByteClass.carriageReturn, 0xFF: return false
        default: break
        }
        if isLeftBound() { return false }  // `return/a/` divides
        if let last = tokens.last, !isRegexPosition(after: last) { return false }
        var i = pos + 1
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while i < n {
            let c = b[i]
            switch c {
            case 0x2F:
                let after = i + 1 < n ? b[i + 1] : 0
                return after != 0x2F && after != 0x2A && lastSpace != i - 1
            case ByteClass.newline, ByteClass.carriageReturn:
                return false
            case 0x5C:
                // An escaped character: never a delimiter, group or trailing space; a line break
                // still ends the line.
                if i + 1 < n, b[i + 1] == ByteClass.newline || b[i + 1] == ByteClass.carriageReturn { return false }
                i += 2
                continue
            case 0x28 where classDepth == 0:
                groupDepth += 1
            case 0x29 where classDepth == 0:
                if groupDepth == 0 { return false }
                groupDepth -= 1
            case 0x5B:
                classDepth += 1
            case 0x5D:
                if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                lastSpace = i
            default:
                break
            }
            i += 1
        }
        return false
    }

    /// Whether an expression can begin after `last`, so a `/` there is not a division.
    func isRegexPosition(after last: Token) -> Bool {
        switch last.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
            .rightParen, .rightSquare, .rightBrace, .period, .atSign, .pound, .backslash:
            return false
        case .keyword:
            // `func /(…)` and `operator /^/` declare operators; literal-like keywords are operands.
            for word: StaticString in ["self", "Self", "super", "true", "false", "nil", "init", "Any", "func", "operator"]
            where isWord(last, word) { return false }
            return true
        case .operator:
            // A postfix operator (`a! / b`) ends an operand, unless it is the mark of `try?`/`try!`;
            // binary and prefix operators expect one.
            guard pos > last.end else { return false }
            let count = tokens.count
            let glued = count >= 2 && last.triviaStart == last.start && tokens[count - 2].trailingTriviaEnd == tokens[count - 2].end
            guard glued else { return true }
            let before = tokens[count - 2]
            switch before.kind {
            case .leftParen, .leftSquare, .leftBrace, .comma, .semicolon, .colon: return true
            case .keyword: return isWord(before, "try")
            default: return false
            }
        default:
            return true
        }
    }

    /// A `/` with blanks on both sides where an operand must begin (after `{`, `=`, `return`, …):
    /// the compiler lexes a regex literal that starts with a space, and rejects it. After `(`, `[`,
    /// `,` or `:` it names the operator instead (`reduce(0, /)`).
    func isStraySlash() -> Bool {
        guard !isLeftBound(), !isRightBound(pos + 1) else { return false }
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .leftParen, .leftSquare, .comma, .colon: return false
        default: return isRegexPosition(after: last)
        }
    }

    /// Whether the character at `i` touches the one before it on the right: not a blank, line
    /// break, closing delimiter, `,`, `;`, `:`, comment or the end of the file.
    func isRightBound(_ i: Int) -> Bool {
        guard i < n else { return false }
        switch b[i] {
        case 0x20, 0x09, 0x0B, 0x0C, 0x00, ByteClass.newline, ByteClass.carriageReturn, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A:
            return false
        case 0x2F:
            return !(i + 1 < n && (b[i + 1] == 0x2F || b[i + 1] == 0x2A))
        default:
            return true
        }
    }

    /// The rejected regex `isStraySlash` found: to the next `/` on the line or the line's end.
    mutating func lexStraySlash() -> TokenKind {
        problems.append(SyntaxProblem(kind: .invalidRegex, offset: pos))
        pos += 1
        while pos < n, b[pos] != ByteClass.newline, b[pos] != ByteClass.carriageReturn {
            pos += 1
            if b[pos - 1] == 0x2F { break }
        }
        return .regexLiteral
    }

    func isWord(_ token: Token, _ word: StaticString) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        for k in 0..<word.utf8CodeUnitCount where b[token.start + k] != word.utf8Start[k] { return false }
        return true
    }

    /// Lexes a bare `/…/` that `isRegexStart` accepted: up to the first unescaped `/`.
    mutating func lexSlashRegex() -> TokenKind {
        pos += 1
        while pos < n {
            let c = b[pos]
            if c == 0x5C {
                pos += 2
                continue
            }
            pos += 1
            if c == 0x2F { return .regexLiteral }
        }
        pos = n
        return .regexLiteral
    }

    /// `#/…/#`, `##/…/##`. Only the extended form, whose opening delimiter ends its line, spans
    /// lines; otherwise a line break before the closing delimiter leaves the literal unterminated.
    mutating func lexPoundRegex(hashes: Int) -> TokenKind {
        let start = pos
        pos += hashes + 1
        var blank = pos
        while blank < n, b[blank] == 0x20 || b[blank] == 0x09 { blank += 1 }
        let multiline = blank < n && (b[blank] == ByteClass.newline || b[blank] == ByteClass.carriageReturn)
        while pos < n {
            let c = b[pos]
            if c == 0x5C {
                pos += 2
                continue
            }
            if !multiline, c == ByteClass.newline || c == ByteClass.carriageReturn { break }
            if c == 0x2F {
                var k = 0
                while k < hashes, peek(1 + k) == 0x23 { k += 1 }
                if k == hashes {
                    pos += 1 + hashes
                    return .regexLiteral
                }
            }
            pos += 1
        }
        pos = min(pos, n)
        problems.append(SyntaxProblem(kind: .unterminatedRegex, offset: start))
        return .regexLiteral
    }
}
