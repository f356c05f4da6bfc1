/// Lexes Objective-C (and the C and preprocessor text around it) from raw bytes in one pass.
/// Never fails and never recurses: any byte sequence, invalid UTF-8 included, comes out as tokens
/// that tile the input.
public struct ObjCLexer {
    let bytes: [UInt8]
    var position = 0
    var tokens: [ObjCToken] = []
    var problems: [ObjCProblem] = []
    /// Whether only whitespace and comments stand between the last line break and `position`:
    /// a `#` there starts a preprocessor line.
    var atLineStart = true

    public static func lex(_ bytes: [UInt8]) -> (tokens: [ObjCToken], problems: [ObjCProblem]) {
        var lexer = ObjCLexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.problems)
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func run() {
        // A UTF-8 byte order mark is trivia of the first token.
        var triviaStart = 0
        while true {
            if position == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            skipTrivia()
            let start = position
            guard position < bytes.count else {
                tokens.append(ObjCToken(kind: .endOfFile, triviaStart: triviaStart, start: start, end: start))
                return
            }
            let kind = lexToken()
            tokens.append(ObjCToken(kind: kind, triviaStart: triviaStart, start: start, end: position))
            triviaStart = position
        }
    }

    func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Whitespace and comments; notes line starts for the preprocessor.
    mutating func skipTrivia() {
        while position < bytes.count {
            let b = bytes[position]
            if b == 0x0A || b == 0x0D {
                atLineStart = true
                position += 1
            } else if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C {
                position += 1
            } else if b == 0x5C, byte(position + 1) == 0x0A {  // a line continuation outside a directive
                position += 2
            } else if b == 0x2F, byte(position + 1) == 0x2F {
                skipLineComment()
            } else if b == 0x2F, byte(position + 1) == 0x2A {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    mutating func skipLineComment() {
        position += 2
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
    }

    mutating func skipBlockComment() {
        let start = position
        position += 2
        while position < bytes.count {
            if bytes[position] == 0x2A, byte(position + 1) == 0x2F {
                position += 2
                return
            }
            position += 1
        }
        problems.append(ObjCProblem(kind: .unterminatedComment, offset: start))
    }

    mutating func lexToken() -> ObjCTokenKind {
        let b = bytes[position]
        let lineStart = atLineStart
        atLineStart = false
        if b == 0x23, lineStart {  // '#'
            lexDirective()
            return .directive
        }
        if Self.isIdentifierStart(b) {
            position += 1
            while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
            return .identifier
        }
        if Self.isDigit(b) || (b == 0x2E && byte(position + 1).map(Self.isDigit) == true) {
            lexNumber()
            return .number
        }
        switch b {
        case 0x22:  // "
            lexQuoted(0x22, problem: .unterminatedString)
            return .string
        case 0x27:  // '
            lexQuoted(0x27, problem: .unterminatedCharacter)
            return .character
        case 0x40:  // @
            if byte(position + 1) == 0x22 {
                position += 1
                lexQuoted(0x22, problem: .unterminatedString)
                return .objcString
            }
            if let next = byte(position + 1), Self.isIdentifierStart(next) {
                position += 2
                while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
                return .atKeyword
            }
            position += 1
            return .punctuation
        default:
            break
        }
        if let length = Self.punctuationLength(bytes, at: position) {
            position += length
            return .punctuation
        }
        // Anything else (non-ASCII outside strings, control bytes, invalid UTF-8): one run of them.
        problems.append(ObjCProblem(kind: .unknownCharacter, offset: position))
        position += 1
        while position < bytes.count, bytes[position] >= 0x80 { position += 1 }
        return .unknown
    }

    /// A preprocessor line: to the end of the line, through backslash continuations and block
    /// comments that span lines.
    mutating func lexDirective() {
        while position < bytes.count {
            let b = bytes[position]
            if b == 0x0A || b == 0x0D { return }
            if b == 0x5C, byte(position + 1) == 0x0A || byte(position + 1) == 0x0D {
                position += 2
                if bytes[position - 1] == 0x0D, byte(position) == 0x0A { position += 1 }
                continue
            }
            if b == 0x2F, byte(position + 1) == 0x2A {
                skipBlockComment()
                continue
            }
            if b == 0x2F, byte(position + 1) == 0x2F {
                skipLineComment()
                return
            }
            if b == 0x22 || b == 0x27 {
                // A literal only when it closes on this line: `#pragma mark - Theme's` and
                // `#error don't` are free text (the quotes matter only so that a `/*` inside a
                // string does not open a comment).
                if let close = closingQuote(b, from: position) {
                    position = close + 1
                } else {
                    position += 1
                }
                continue
            }
            position += 1
        }
    }

    /// The offset of the quote closing the one at `start` on the same line, escapes skipped.
    func closingQuote(_ quote: UInt8, from start: Int) -> Int? {
        var i = start + 1
        while i < bytes.count {
            let b = bytes[i]
            if b == quote { return i }
            if b == 0x0A || b == 0x0D { return nil }
            i += b == 0x5C ? 2 : 1
        }
        return nil
    }

    /// A quoted literal from the opening quote at `position`; an unescaped line break or the end
    /// of the file ends an unterminated one (recorded).
    mutating func lexQuoted(_ quote: UInt8, problem: ObjCProblem.Kind) {
        let start = position
        position += 1
        while position < bytes.count {
            let b = bytes[position]
            if b == quote {
                position += 1
                return
            }
            if b == 0x5C {
                position = min(position + 2, bytes.count)
                continue
            }
            if b == 0x0A || b == 0x0D { break }
            position += 1
        }
        problems.append(ObjCProblem(kind: problem, offset: start))
    }

    mutating func lexNumber() {
        let start = position
        let hex = byte(start) == 0x30 && (byte(start + 1) == 0x78 || byte(start + 1) == 0x58)
        position += 1
        while position < bytes.count {
            let b = bytes[position]
            let previous = bytes[position - 1]
            if Self.isIdentifierContinue(b) || b == 0x2E {
                position += 1
            } else if b == 0x2B || b == 0x2D, previous == 0x70 || previous == 0x50 || (!hex && (previous == 0x65 || previous == 0x45)) {
                position += 1  // an exponent's sign: 1e-3, 0x1p+4
            } else {
                return
            }
        }
    }

    static let threeByteOperators: [[UInt8]] = ["...", "<<=", ">>="].map { Array($0.utf8) }
    static let twoByteOperators: Set<[UInt8]> = Set(
        ["->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "::", "##"]
            .map { Array($0.utf8) })
    static let singleBytes: Set<UInt8> = Set("()[]{};,.:?~!+-*/%<>=&|^#\\".utf8)

    static func punctuationLength(_ bytes: [UInt8], at position: Int) -> Int? {
        if position + 3 <= bytes.count, threeByteOperators.contains(where: { bytes[position..<position + 3].elementsEqual($0) }) { return 3 }
        if position + 2 <= bytes.count, twoByteOperators.contains(Array(bytes[position..<position + 2])) { return 2 }
        return singleBytes.contains(bytes[position]) ? 1 : nil
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isIdentifierStart(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F || b == 0x24 }
    static func isIdentifierContinue(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }
}
