/// Turns UTF-8 bytes into tokens with trivia. It never fails and never loses a byte: whatever it
/// cannot lex becomes an `.unknown` token or trivia, and is recorded as a `SyntaxProblem`.
///
/// Every loop is iterative (string interpolations nest through an explicit stack), so hostile input
/// cannot exhaust the call stack.
public struct Lexer {
    public struct Output: Sendable {
        public var tokens: [Token]
        public var problems: [SyntaxProblem]
    }

    public static func lex(_ bytes: [UInt8]) -> Output {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(bytes: buffer)
            lexer.run()
            return Output(tokens: lexer.tokens, problems: lexer.problems)
        }
    }
}

struct LexerState {
    let b: UnsafeBufferPointer<UInt8>
    let n: Int
    var pos = 0
    var tokens: [Token] = []
    var problems: [SyntaxProblem] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.b = bytes
        self.n = bytes.count
        tokens.reserveCapacity(n / 5 + 1)
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < n ? b[i] : 0xFF
    }

    mutating func run() {
        // A byte-order mark and a shebang line are leading trivia of the first token.
        if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { pos = 3 }
        if peek() == 0x23, peek(1) == 0x21 { skipToEndOfLine() }
        while true {
            let triviaStart = tokens.isEmpty ? 0 : pos
            skipTrivia(stopAtNewline: false)
            let start = pos
            if pos >= n {
                tokens.append(Token(kind: .endOfFile, triviaStart: triviaStart, start: n, end: n, trailingTriviaEnd: n))
                return
            }
            let kind = lexToken()
            let end = pos
            skipTrivia(stopAtNewline: true)
            tokens.append(Token(kind: kind, triviaStart: triviaStart, start: start, end: end, trailingTriviaEnd: pos))
        }
    }

    // MARK: Trivia

    mutating func skipToEndOfLine() {
        while pos < n, b[pos] != ByteClass.newline, b[pos] != ByteClass.carriageReturn { pos += 1 }
    }

    var isAtLineStart: Bool {
        pos == 0 || b[pos - 1] == ByteClass.newline || b[pos - 1] == ByteClass.carriageReturn
    }

    mutating func skipTrivia(stopAtNewline: Bool) {
        while pos < n {
            let c = b[pos]
            if ByteClass.isHorizontalSpace(c) {
                pos += 1
            } else if c == ByteClass.newline || c == ByteClass.carriageReturn {
                if stopAtNewline { return }
                pos += 1
            } else if c == 0x2F, peek(1) == 0x2F {
                skipToEndOfLine()
            } else if c == 0x2F, peek(1) == 0x2A {
                skipBlockComment()
            } else if !stopAtNewline, isAtLineStart, skipConflictMarker() {
                continue
            } else {
                return
            }
        }
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    mutating func skipBlockComment() {
        let start = pos
        pos += 2
        var depth = 1
        while pos < n {
            if b[pos] == 0x2F, peek(1) == 0x2A {
                depth += 1
                pos += 2
            } else if b[pos] == 0x2A, peek(1) == 0x2F {
                depth -= 1
                pos += 2
                if depth == 0 { return }
            } else {
                pos += 1
            }
        }
        problems.append(SyntaxProblem(kind: .unterminatedComment, offset: start))
    }

    /// A `<<<<<<< ` … `>>>>>>> ` region left by a failed merge is kept as trivia, as the compiler does.
    mutating func skipConflictMarker() -> Bool {
        guard hasPrefix("<<<<<<< ") || hasPrefix(">>>> ") else { return false }
        let closing: [UInt8] = hasPrefix("<<<<<<< ") ? Array(">>>>>>> ".utf8) : Array("<<<<\n".utf8)
        var i = pos
        while i < n {
            if b[i] == ByteClass.newline || b[i] == ByteClass.carriageReturn, i + 1 + closing.count <= n {
                var matches = true
                for k in 0..<closing.count where b[i + 1 + k] != closing[k] {
                    matches = false
                    break
                }
                if matches {
                    problems.append(SyntaxProblem(kind: .conflictMarker, offset: pos))
                    pos = i + 1
                    skipToEndOfLine()
                    return true
                }
            }
            i += 1
        }
        return false
    }

    func hasPrefix(_ s: StaticString) -> Bool {
        let count = s.utf8CodeUnitCount
        guard pos + count <= n else { return false }
        let p = s.utf8Start
        for k in 0..<count where b[pos + k] != p[k] { return false }
        return true
    }

    // MARK: Tokens

    mutating func lexToken() -> TokenKind {
        let c = b[pos]
        switch c {
        case 0x28:
            pos += 1
            return .leftParen
        case 0x29:
            pos += 1
            return .rightParen
        case 0x7B:
            pos += 1
            return .leftBrace
        case 0x7D:
            pos += 1
            return .rightBrace
        case 0x5B:
            pos += 1
            return .leftSquare
        case 0x5D:
            pos += 1
            return .rightSquare
        case 0x2C:
            pos += 1
            return .comma
        case 0x3A:
            pos += 1
            return .colon
        case 0x3B:
            pos += 1
            return .semicolon
        case 0x40:
            pos += 1
            return .atSign
        case 0x5C:
            pos += 1
            return .backslash
        case 0x22: return lexString(hashes: 0)
        case 0x60: return lexBacktickIdentifier()
        case 0x24: return lexDollar()
        case 0x23: return lexPound()
        case 0x2E: return lexDot()
        case 0x2F where isRegexStart(): return lexSlashRegex()
        case 0x2F where isStraySlash(): return lexStraySlash()
        case 0x3C where peek(1) == 0x23: return lexEditorPlaceholder() ?? lexOperator()
        case 0x3F where isLeftBound(), 0x21 where isLeftBound():
            // A `?` or `!` glued to what precedes it is postfix and stands alone, as in the compiler:
            // `init?<T>`, `a!=b` (`a!` `=` `b`).
            pos += 1
            return .operator
        default:
            if isCurlyQuote(pos) {
                // “…” pasted from prose: the compiler rejects them rather than reading identifiers.
                problems.append(SyntaxProblem(kind: .unknownCharacter, offset: pos))
                pos += 3
                return .unknown
            }
            if ByteClass.isIdentifierHead(c), c < 0xC0 || UnicodeOperators.headLength(b, pos) == 0 { return lexIdentifier() }
            if ByteClass.isDigit(c) { return lexNumber() }
            if ByteClass.isOperatorCharacter(c) || c >= 0xC0 { return lexOperator() }
            problems.append(SyntaxProblem(kind: .unknownCharacter, offset: pos))
            pos += 1
            return .unknown
        }
    }

    mutating func lexOperator() -> TokenKind {
        let start = pos
        lexOperatorBody(allowDots: false)
        splitGenericBracketOffOperatorName(start: start)
        return .operator
    }

    /// `<#name#>`, an editor placeholder left in the code: one token, and a problem, since the
    /// compiler rejects it ("editor placeholder in source file"). Nil when no `#>` ends the line.
    mutating func lexEditorPlaceholder() -> TokenKind? {
        var i = pos + 2
        while i + 1 < n, b[i] != ByteClass.newline, b[i] != ByteClass.carriageReturn {
            if b[i] == 0x23, b[i + 1] == 0x3E {
                problems.append(SyntaxProblem(kind: .editorPlaceholder, offset: pos))
                pos = i + 2
                return .identifier
            }
            i += 1
        }
        return nil
    }

    /// U+201C or U+201D.
    func isCurlyQuote(_ i: Int) -> Bool {
        b[i] == 0xE2 && i + 2 < n && b[i + 1] == 0x80 && (b[i + 2] == 0x9C || b[i + 2] == 0x9D)
    }

    mutating func lexIdentifier() -> TokenKind {
        let start = pos
        while pos < n, ByteClass.isIdentifierBody(b[pos]) {
            // `temp°` is an identifier and a postfix operator.
            if b[pos] >= 0xC0, UnicodeOperators.headLength(b, pos) > 0 || isCurlyQuote(pos) { break }
            pos += 1
        }
        return Keywords.isKeyword(b, start, pos) ? .keyword : .identifier
    }

    /// `` `class` `` and raw identifiers such as `` `adds two numbers` `` (same line only).
    mutating func lexBacktickIdentifier() -> TokenKind {
        let start = pos
        pos += 1
        while pos < n, b[pos] != 0x60, b[pos] != ByteClass.newline, b[pos] != ByteClass.carriageReturn { pos += 1 }
        if peek() == 0x60, pos > start + 1 {
            pos += 1
            return .identifier
        }
        pos = start + 1
        problems.append(SyntaxProblem(kind: .unterminatedBacktick, offset: start))
        return .unknown
    }

    mutating func lexDollar() -> TokenKind {
        pos += 1
        guard pos < n, ByteClass.isIdentifierBody(b[pos]) else { return .identifier }
        while pos < n, ByteClass.isIdentifierBody(b[pos]) { pos += 1 }
        return .dollarIdentifier
    }

    mutating func lexDot() -> TokenKind {
        // `...`, `..<` and other operators that start with a dot may contain dots.
        if ByteClass.isOperatorCharacter(peek(1)) || peek(1) == 0x2E {
            lexOperatorBody(allowDots: true)
            return .operator
        }
        pos += 1
        return .period
    }

    mutating func lexOperatorBody(allowDots: Bool) {
        let start = pos
        while pos < n {
            let c = b[pos]
            // A comment opener ends the operator: `a+/* x */b`.
            if pos > start, c == 0x2F, peek(1) == 0x2F || peek(1) == 0x2A { break }
            // `*/` outside a comment: the compiler reports a stray end of block comment.
            if c == 0x2A, peek(1) == 0x2F { problems.append(SyntaxProblem(kind: .unexpectedCommentEnd, offset: pos)) }
            if ByteClass.isOperatorCharacter(c) || (allowDots && c == 0x2E) {
                pos += 1
            } else if c >= 0xC0, case let length = UnicodeOperators.characterLength(b, pos), length > 0 {
                pos += length
            } else {
                break
            }
        }
    }

    /// Whether the character at `pos` touches the token before it: no whitespace, opening
    /// delimiter, `,`, `;`, `:` or end of a block comment in between.
    func isLeftBound() -> Bool {
        guard pos > 0 else { return false }
        switch b[pos - 1] {
        case 0x20, 0x09, 0x0B, 0x0C, 0x00, ByteClass.newline, ByteClass.carriageReturn,
            0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A:
            return false
        case 0x2F:
            return !(pos >= 2 && b[pos - 2] == 0x2A)
        default:
            return true
        }
    }

    /// `func ==<T>(…)`: as in the compiler, an operator name right after `func` that ends in `<`
    /// followed by an identifier gives up that `<`, which opens the generic parameters.
    mutating func splitGenericBracketOffOperatorName(start: Int) {
        guard pos - start > 1, b[pos - 1] == 0x3C, pos < n, ByteClass.isIdentifierHead(b[pos]),
            let last = tokens.last, last.kind == .keyword, isWord(last, "func")
        else { return }
        pos -= 1
    }

    mutating func lexPound() -> TokenKind {
        var hashes = 0
        while peek(hashes) == 0x23 { hashes += 1 }
        let next = peek(hashes)
        if next == 0x22 {
            pos += hashes
            return lexString(hashes: hashes)
        }
        if next == 0x2F { return lexPoundRegex(hashes: hashes) }
        if hashes == 1, ByteClass.isIdentifierHead(peek(1)) {
            pos += 1
            while pos < n, ByteClass.isIdentifierBody(b[pos]) { pos += 1 }
            return .poundKeyword
        }
        pos += 1
        return .pound
    }

    mutating func lexNumber() -> TokenKind {
        let start = pos
        if b[pos] == 0x30, peek(1) == 0x78 {  // 0x…, hex floats with p exponents
            pos += 2
            var isFloat = false
            while pos < n, ByteClass.isHexDigit(b[pos]) || b[pos] == 0x5F { pos += 1 }
            if peek() == 0x2E, ByteClass.isHexDigit(peek(1)) {
                isFloat = true
                pos += 1
                while pos < n, ByteClass.isHexDigit(b[pos]) || b[pos] == 0x5F { pos += 1 }
            }
            if peek() == 0x70 || peek() == 0x50 {
                isFloat = true
                pos += 1
                skipExponentDigits()
            }
            if pos == start + 2 { problems.append(SyntaxProblem(kind: .invalidNumber, offset: start)) }  // `0x`
            skipIdentifierTail(of: start)
            return isFloat ? .floatLiteral : .integerLiteral
        }
        if b[pos] == 0x30, peek(1) == 0x6F || peek(1) == 0x62 {  // 0o…, 0b…
            let highest: UInt8 = peek(1) == 0x62 ? 0x31 : 0x37
            pos += 2
            while pos < n, (b[pos] >= 0x30 && b[pos] <= highest) || b[pos] == 0x5F { pos += 1 }
            if pos == start + 2 { problems.append(SyntaxProblem(kind: .invalidNumber, offset: start)) }
            skipIdentifierTail(of: start)
            return .integerLiteral
        }
        var isFloat = false
        while pos < n, ByteClass.isDigit(b[pos]) || b[pos] == 0x5F { pos += 1 }
        // `tuple.0.1` is two member accesses, not `0.1`.
        let isTupleIndex = tokens.last.map { $0.kind == .period && $0.trailingTriviaEnd == $0.end } ?? false
        if !isTupleIndex, peek() == 0x2E, ByteClass.isDigit(peek(1)) {
            isFloat = true
            pos += 1
            while pos < n, ByteClass.isDigit(b[pos]) || b[pos] == 0x5F { pos += 1 }
        }
        if peek() == 0x65 || peek() == 0x45 {
            let sign = peek(1) == 0x2B || peek(1) == 0x2D ? 1 : 0
            if ByteClass.isDigit(peek(1 + sign)) {
                isFloat = true
                pos += 1
                skipExponentDigits()
            }
        }
        skipIdentifierTail(of: start)
        return isFloat ? .floatLiteral : .integerLiteral
    }

    mutating func skipExponentDigits() {
        if peek() == 0x2B || peek() == 0x2D { pos += 1 }
        while pos < n, ByteClass.isDigit(b[pos]) || b[pos] == 0x5F { pos += 1 }
    }

    /// `1abc`, `0b102`, `1e` are invalid Swift: the tail stays in the literal token, which keeps the
    /// token count honest, and is recorded as a problem, as the compiler rejects it.
    mutating func skipIdentifierTail(of literalStart: Int) {
        let tail = pos
        while pos < n, ByteClass.isIdentifierBody(b[pos]) { pos += 1 }
        if pos > tail { problems.append(SyntaxProblem(kind: .invalidNumber, offset: literalStart)) }
    }
}
