/// String literals: plain, raw (`#"…"#`), multi-line, with interpolations nested to any depth
/// through an explicit stack. Besides the extent of the literal, it reports what the compiler's
/// lexer rejects inside one: invalid escapes, and multi-line literals whose delimiters are not on
/// their own lines or whose lines are indented less than the closing delimiter.
extension LexerState {
    private enum StringFrame {
        /// `contentStart`: just after the opening delimiter.
        case literal(hashes: Int, multiline: Bool, contentStart: Int)
        case interpolation(parens: Int)
    }

    /// `#"""#` is a one-line raw string holding `"`, not a multi-line opener: as in the compiler, a
    /// raw `"""` opens a multi-line literal only when its line holds no `"` followed by the
    /// closing hashes (looking from just after the first quote at `pos`).
    func rawStringClosesOnLine(hashes: Int) -> Bool {
        var i = pos + 1
        while i < n, b[i] != ByteClass.newline, b[i] != ByteClass.carriageReturn {
            i += 1
            guard b[i - 1] == 0x22 else { continue }
            var k = 0
            while k < hashes, i + k < n, b[i + k] == 0x23 { k += 1 }
            if k == hashes { return true }
        }
        return false
    }

    /// Lexes a string literal whose opening quote is at `pos` (raw-string hashes already consumed).
    /// Interpolations `\( … )` and `\#( … )` may contain any code, including further strings.
    mutating func lexString(hashes openingHashes: Int) -> TokenKind {
        let tokenStart = pos - openingHashes
        var stack: [StringFrame] = []
        var singleLineFrames = 0

        func openLiteral(_ lexer: inout LexerState, hashes: Int) {
            let multiline =
                lexer.peek(1) == 0x22 && lexer.peek(2) == 0x22
                && !(hashes > 0 && lexer.rawStringClosesOnLine(hashes: hashes))
            lexer.pos += multiline ? 3 : 1
            stack.append(.literal(hashes: hashes, multiline: multiline, contentStart: lexer.pos))
            if !multiline { singleLineFrames += 1 }
        }

        openLiteral(&self, hashes: openingHashes)
        while pos < n, let frame = stack.last {
            let c = b[pos]
            switch frame {
            case .literal(let hashes, let multiline, let contentStart):
                if c == 0x5C {
                    var k = 0
                    while k < hashes, peek(1 + k) == 0x23 { k += 1 }
                    if k == hashes {
                        if peek(1 + hashes) == 0x28 {
                            pos += 2 + hashes
                            stack.append(.interpolation(parens: 1))
                        } else {
                            pos = escapeEnd(at: pos + 1 + hashes, multiline: multiline)
                        }
                        continue
                    }
                    pos += 1
                } else if c == 0x22 {
                    let quotes = multiline ? 3 : 1
                    var matches = true
                    for k in 0..<quotes where peek(k) != 0x22 { matches = false }
                    for k in 0..<hashes where peek(quotes + k) != 0x23 { matches = false }
                    if matches {
                        if multiline { checkMultilineLayout(contentStart: contentStart, closingQuote: pos) }
                        pos += quotes + hashes
                        stack.removeLast()
                        if !multiline { singleLineFrames -= 1 }
                    } else {
                        pos += 1
                    }
                } else if (c == ByteClass.newline || c == ByteClass.carriageReturn) && !multiline {
                    problems.append(SyntaxProblem(kind: .unterminatedString, offset: tokenStart))
                    return .stringLiteral
                } else {
                    pos += 1
                }
            case .interpolation(let parens):
                if c == 0x28 {
                    stack[stack.count - 1] = .interpolation(parens: parens + 1)
                    pos += 1
                } else if c == 0x29 {
                    if parens == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(parens: parens - 1) }
                    pos += 1
                } else if c == 0x22 {
                    openLiteral(&self, hashes: 0)
                } else if c == 0x23 {
                    var k = 0
                    while peek(k) == 0x23 { k += 1 }
                    if peek(k) == 0x22 {
                        pos += k
                        openLiteral(&self, hashes: k)
                    } else {
                        pos += k
                    }
                } else if (c == ByteClass.newline || c == ByteClass.carriageReturn) && singleLineFrames > 0 {
                    problems.append(SyntaxProblem(kind: .unterminatedString, offset: tokenStart))
                    return .stringLiteral
                } else if c == 0x2F, peek(1) == 0x2A {
                    skipBlockComment()
                } else if c == 0x2F, peek(1) == 0x2F {
                    skipToEndOfLine()  // `"\(a // …)"`: the comment takes the rest of the line
                } else if c == 0x2A, peek(1) == 0x2F {
                    problems.append(SyntaxProblem(kind: .unexpectedCommentEnd, offset: pos))
                    pos += 2
                } else {
                    pos += 1
                }
            }
        }
        if !stack.isEmpty {
            pos = n
            problems.append(SyntaxProblem(kind: .unterminatedString, offset: tokenStart))
        }
        return .stringLiteral
    }

    /// The end of the escape sequence whose character (after `\` and any raw hashes) is at `i`:
    /// `\0 \\ \t \n \r \" \'`, `\u{1…8 hex digits}` naming a valid scalar, or, in a multi-line
    /// literal, a line continuation. Anything else is recorded as an invalid escape. A line break
    /// after `\` in a one-line literal is left for the caller, which reports the literal unterminated.
    mutating func escapeEnd(at i: Int, multiline: Bool) -> Int {
        guard i < n else { return n }
        switch b[i] {
        case 0x30, 0x5C, 0x74, 0x6E, 0x72, 0x22, 0x27:  // 0 \ t n r " '
            return i + 1
        case 0x75:  // u{…}
            var j = i + 1
            var value: UInt32 = 0
            var digits = 0
            if j < n, b[j] == 0x7B {
                j += 1
                while j < n, ByteClass.isHexDigit(b[j]), digits < 9 {
                    value = value &* 16 &+ UInt32(b[j] <= 0x39 ? b[j] - 0x30 : (b[j] | 0x20) - 0x57)
                    digits += 1
                    j += 1
                }
                if j < n, b[j] == 0x7D, (1...8).contains(digits), value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) {
                    return j + 1
                }
            }
            problems.append(SyntaxProblem(kind: .invalidEscape, offset: i - 1))
            return i + 1
        case ByteClass.newline, ByteClass.carriageReturn:
            return i
        case 0x20 where multiline, 0x09 where multiline:
            // `\` then trailing blanks then a line break: still a line continuation.
            var j = i
            while j < n, b[j] == 0x20 || b[j] == 0x09 { j += 1 }
            if j == n || b[j] == ByteClass.newline || b[j] == ByteClass.carriageReturn { return j }
            problems.append(SyntaxProblem(kind: .invalidEscape, offset: i - 1))
            return i + 1
        default:
            problems.append(SyntaxProblem(kind: .invalidEscape, offset: i - 1))
            return i + 1
        }
    }

    /// A multi-line literal's content starts on the line after `"""`, its closing `"""` stands after
    /// nothing but indentation, and every non-empty line in between (interpolated code included)
    /// starts with that indentation, byte for byte, as the compiler requires.
    mutating func checkMultilineLayout(contentStart: Int, closingQuote: Int) {
        var i = contentStart
        while i < closingQuote, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
        guard i < closingQuote, b[i] == ByteClass.newline || b[i] == ByteClass.carriageReturn else {
            problems.append(SyntaxProblem(kind: .multilineStringDelimiter, offset: i))
            return
        }
        var closingLine = closingQuote
        while closingLine > i, b[closingLine - 1] == 0x20 || b[closingLine - 1] == 0x09 { closingLine -= 1 }
        guard b[closingLine - 1] == ByteClass.newline || b[closingLine - 1] == ByteClass.carriageReturn else {
            problems.append(SyntaxProblem(kind: .multilineStringDelimiter, offset: closingQuote))
            return
        }
        let indentation = closingLine..<closingQuote
        // Walk the lines between the opening line and the closing one.
        var lineStart = i + (b[i] == ByteClass.carriageReturn && i + 1 < n && b[i + 1] == ByteClass.newline ? 2 : 1)
        while lineStart < closingLine {
            var lineEnd = lineStart
            while lineEnd < closingLine, b[lineEnd] != ByteClass.newline, b[lineEnd] != ByteClass.carriageReturn { lineEnd += 1 }
            if lineEnd > lineStart {
                let indented =
                    lineEnd - lineStart >= indentation.count
                    && indentation.indices.allSatisfy { b[lineStart + $0 - indentation.lowerBound] == b[$0] }
                if !indented { problems.append(SyntaxProblem(kind: .multilineStringIndentation, offset: lineStart)) }
            }
            lineStart = lineEnd + (b[lineEnd] == ByteClass.carriageReturn && lineEnd + 1 < n && b[lineEnd + 1] == ByteClass.newline ? 2 : 1)
        }
    }
}
