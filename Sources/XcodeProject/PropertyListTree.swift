/// A value of a property list, as token positions into its document: nothing is copied, so the
/// tree can say exactly which bytes an edit must touch.
public struct PropertyListValue: Sendable {
    public enum Kind: Sendable, Equatable { case string, data, array, dictionary }

    public var kind: Kind
    /// The value's first and last token (a string or data value is one token).
    public var firstToken: Int
    public var lastToken: Int
    /// An array's elements, with the comma token after each (nil after a last element written
    /// without one).
    public var elements: [PropertyListValue] = []
    public var commas: [Int?] = []
    /// A dictionary's entries, in file order.
    public var entries: [PropertyListEntry] = []

    /// The entry for `key`, the first when a dictionary repeats one.
    public func entry(_ key: String, in document: PropertyListDocument) -> PropertyListEntry? {
        entries.first { document.string(at: $0.key.firstToken) == key }
    }

    public func value(_ key: String, in document: PropertyListDocument) -> PropertyListValue? { entry(key, in: document)?.value }
}

/// `key = value;` of a dictionary.
public struct PropertyListEntry: Sendable {
    public var key: PropertyListValue
    public var value: PropertyListValue
    /// The `;` that ends the entry.
    public var semicolon: Int
}

/// Why a file is not a property list this reader understands, with where.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
}

/// A parsed property list that keeps every byte: `printed == bytes` for whatever it parsed, and
/// values are addressed by token, so edits are byte ranges of the original.
public struct PropertyListDocument: Sendable {
    public let bytes: [UInt8]
    public let tokens: [PropertyListToken]
    public let root: PropertyListValue

    /// Nesting deeper than this is refused: project files nest about six levels, and a bound keeps
    /// the recursive reader safe on any input.
    static let maximumDepth = 64

    public init(bytes: [UInt8]) throws(PropertyListError) {
        self.bytes = bytes
        let lexed = PropertyListLexer.lex(bytes)
        tokens = lexed.tokens
        var reader = Reader(bytes: bytes, tokens: lexed.tokens)
        if let offset = lexed.unterminated.first { throw reader.error(at: offset, "an unterminated string, data block or comment") }
        let root = try reader.value(depth: 0)
        guard reader.tokens[reader.position].kind == .endOfFile else {
            throw reader.error(at: reader.tokens[reader.position].start, "text after the end of the top-level value")
        }
        self.root = root
    }

    /// Every byte, from the tokens: the same as `bytes`, by construction.
    public var printed: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for token in tokens { out += bytes[token.triviaStart..<token.end] }
        return out
    }

    /// The text of a string token, quotes removed and escapes decoded; nil for other tokens.
    public func string(at index: Int) -> String? {
        let token = tokens[index]
        switch token.kind {
        case .bareString: return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
        case .quotedString: return QuotedString.decode(bytes[(token.start + 1)..<max(token.start + 1, token.end - 1)])
        default: return nil
        }
    }

    public func string(_ value: PropertyListValue?) -> String? {
        guard let value, value.kind == .string else { return nil }
        return string(at: value.firstToken)
    }

    /// The strings of an array value (ids of children, build files, …); other elements skipped.
    public func strings(_ value: PropertyListValue?) -> [String] {
        guard let value, value.kind == .array else { return [] }
        return value.elements.compactMap { string($0) }
    }

    /// The byte range from a value's first token to its last.
    public func range(of value: PropertyListValue) -> Range<Int> { tokens[value.firstToken].start..<tokens[value.lastToken].end }

    /// 1-based line and column of a byte offset.
    public func location(ofByte offset: Int) -> (line: Int, column: Int) { Self.location(ofByte: offset, in: bytes) }

    static func location(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// Recursive descent with a depth bound.
    struct Reader {
        let bytes: [UInt8]
        let tokens: [PropertyListToken]
        var position = 0

        func error(at offset: Int, _ message: String) -> PropertyListError {
            let at = PropertyListDocument.location(ofByte: offset, in: bytes)
            return PropertyListError(offset: offset, line: at.line, column: at.column, message: message)
        }

        func unexpected(_ expected: String) -> PropertyListError {
            let token = tokens[position]
            let found =
                token.kind == .endOfFile ? "the end of the file" : "'\(String(decoding: bytes[token.start..<min(token.end, token.start + 20)], as: UTF8.self))'"
            return error(at: token.start, "expected \(expected), found \(found)")
        }

        mutating func value(depth: Int) throws(PropertyListError) -> PropertyListValue {
            guard depth < PropertyListDocument.maximumDepth else { throw error(at: tokens[position].start, "nesting deeper than \(PropertyListDocument.maximumDepth) levels") }
            let first = position
            switch tokens[position].kind {
            case .bareString, .quotedString:
                position += 1
                return PropertyListValue(kind: .string, firstToken: first, lastToken: first)
            case .data:
                position += 1
                return PropertyListValue(kind: .data, firstToken: first, lastToken: first)
            case .openParenthesis:
                position += 1
                var array = PropertyListValue(kind: .array, firstToken: first, lastToken: first)
                while tokens[position].kind != .closeParenthesis {
                    array.elements.append(try value(depth: depth + 1))
                    if tokens[position].kind == .comma {
                        array.commas.append(position)
                        position += 1
                    } else {
                        array.commas.append(nil)
                        guard tokens[position].kind == .closeParenthesis else { throw unexpected("',' or ')'") }
                    }
                }
                array.lastToken = position
                position += 1
                return array
            case .openBrace:
                position += 1
                var dictionary = PropertyListValue(kind: .dictionary, firstToken: first, lastToken: first)
                while tokens[position].kind != .closeBrace {
                    guard tokens[position].kind == .bareString || tokens[position].kind == .quotedString else { throw unexpected("a key or '}'") }
                    let key = PropertyListValue(kind: .string, firstToken: position, lastToken: position)
                    position += 1
                    guard tokens[position].kind == .equals else { throw unexpected("'='") }
                    position += 1
                    let entryValue = try value(depth: depth + 1)
                    guard tokens[position].kind == .semicolon else { throw unexpected("';'") }
                    dictionary.entries.append(PropertyListEntry(key: key, value: entryValue, semicolon: position))
                    position += 1
                }
                dictionary.lastToken = position
                position += 1
                return dictionary
            default:
                throw unexpected("a value")
            }
        }
    }
}

/// The quoting of OpenStep strings: which need quotes, and the escapes.
public enum QuotedString {
    /// Decodes the bytes between the quotes.
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(0x5C) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        var i = raw.startIndex
        while i < raw.endIndex {
            let b = raw[i]
            guard b == 0x5C, i + 1 < raw.endIndex else {
                out.append(b)
                i += 1
                continue
            }
            let next = raw[i + 1]
            i += 2
            switch next {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "U"):
                var scalar: UInt32 = 0
                var digits = 0
                while digits < 4, i < raw.endIndex, let digit = hexValue(raw[i]) {
                    scalar = scalar * 16 + UInt32(digit)
                    i += 1
                    digits += 1
                }
                out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < raw.endIndex, raw[i] >= UInt8(ascii: "0"), raw[i] <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(raw[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            default: out.append(next)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The string as Xcode writes it: bare when it holds only letters, digits and `_$/:.` (Xcode
    /// quotes `-` and `+`, though readers accept them bare, and `//`, which would start a
    /// comment), else quoted with `\"`, `\\`, `\n`, `\t` escaped.
    public static func encode(_ text: String) -> String {
        let bare =
            !text.isEmpty && !text.contains("//")
            && text.utf8.allSatisfy { PropertyListLexer.isBare($0) && $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }
        if bare { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
