/// One token of an OpenStep property list (the dialect of `project.pbxproj`).
///
/// Tokens tile the file: a token owns the whitespace and comments before it (`triviaStart..<start`),
/// and the end-of-file token owns whatever trails the last value, so concatenating
/// `bytes[triviaStart..<end]` over all tokens gives back every byte.
public struct PropertyListToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case openBrace, closeBrace, openParenthesis, closeParenthesis, equals, semicolon, comma
        /// A bare word: letters, digits and `_$+/:.-` (ids, `isa` values, unquoted paths).
        case bareString
        /// `"…"` with backslash escapes; unterminated ones run to the end of the file.
        case quotedString
        /// `<0fbd7791 …>`.
        case data
        /// A byte that starts nothing above.
        case unknown
        case endOfFile
    }

    public var kind: Kind
    public var triviaStart: Int
    public var start: Int
    public var end: Int

    public var range: Range<Int> { start..<end }
}

/// Lexes a property list from raw bytes in one pass. Never fails, never recurses: any bytes come
/// out as tokens that tile the input, invalid UTF-8 included.
public struct PropertyListLexer {
    let bytes: [UInt8]
    var position = 0
    var tokens: [PropertyListToken] = []
    /// Where an unterminated quoted string, data block or comment starts.
    var unterminated: [Int] = []

    public static func lex(_ bytes: [UInt8]) -> (tokens: [PropertyListToken], unterminated: [Int]) {
        var lexer = PropertyListLexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.unterminated)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 8)
    }

    mutating func run() {
        var triviaStart = 0
        while true {
            skipTrivia()
            let start = position
            guard position < bytes.count else {
                tokens.append(PropertyListToken(kind: .endOfFile, triviaStart: triviaStart, start: start, end: start))
                return
            }
            let kind = lexToken()
            tokens.append(PropertyListToken(kind: kind, triviaStart: triviaStart, start: start, end: position))
            triviaStart = position
        }
    }

    mutating func skipTrivia() {
        while position < bytes.count {
            let b = bytes[position]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C {
                position += 1
            } else if b == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else if b == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                let start = position
                position += 2
                while position < bytes.count, !(bytes[position] == 0x2A && position + 1 < bytes.count && bytes[position + 1] == 0x2F) {
                    position += 1
                }
                if position < bytes.count { position += 2 } else { unterminated.append(start) }
            } else {
                return
            }
        }
    }

    mutating func lexToken() -> PropertyListToken.Kind {
        let b = bytes[position]
        position += 1
        switch b {
        case UInt8(ascii: "{"): return .openBrace
        case UInt8(ascii: "}"): return .closeBrace
        case UInt8(ascii: "("): return .openParenthesis
        case UInt8(ascii: ")"): return .closeParenthesis
        case UInt8(ascii: "="): return .equals
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            while position < bytes.count, bytes[position] != b {
                position += bytes[position] == 0x5C ? 2 : 1
            }
            if position < bytes.count {
                position += 1
            } else {
                position = bytes.count
                unterminated.append(position)
            }
            return .quotedString
        case UInt8(ascii: "<"):
            while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
            if position < bytes.count { position += 1 } else { unterminated.append(position) }
            return .data
        default:
            guard Self.isBare(b) else { return .unknown }
            while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
            return .bareString
        }
    }

    /// Characters an unquoted string may hold, as Apple's OpenStep reader accepts them.
    static func isBare(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }
}
