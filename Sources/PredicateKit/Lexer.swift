/// A syntax error in a format string, with the column where it was found.
public struct FormatSyntaxError: Error, Equatable, Sendable {
    public var code: PredicateDiagnosticCode
    public var message: String
    public var column: Int

    init(_ message: String, column: Int, code: PredicateDiagnosticCode = .syntax) {
        self.code = code
        self.message = message
        self.column = column
    }

    var diagnostic: PredicateDiagnostic { PredicateDiagnostic(code, .error, message, column: column) }
}

/// Splits a format string into tokens. Works on Unicode scalars so that columns are stable
/// and no input (invalid escapes, stray bytes) can make it loop or recurse.
struct FormatLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func tokenize(_ text: String) throws(FormatSyntaxError) -> [FormatToken] {
        var lexer = FormatLexer(text)
        var tokens: [FormatToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position < scalars.count ? scalars[position] : nil
    }

    private func text(from start: Int) -> String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars[start..<index])
        return string
    }

    mutating func next() throws(FormatSyntaxError) -> FormatToken {
        while let scalar = peek(), scalar.properties.isWhitespace { index += 1 }
        let start = index
        guard let scalar = peek() else { return FormatToken(kind: .end, column: index + 1, text: "") }
        let kind: FormatTokenKind
        switch scalar {
        case "'", "\"":
            kind = try lexString(quote: scalar)
        case "0"..."9":
            kind = try lexNumber()
        case "%":
            kind = try lexSubstitution()
        case "$":
            index += 1
            let name = try lexIdentifierBody(start: start)
            guard !name.isEmpty else { throw FormatSyntaxError("expected a variable name after '$'", column: start + 1) }
            kind = .variable(name)
        case "@":
            index += 1
            let name = try lexIdentifierBody(start: start)
            guard !name.isEmpty else { throw FormatSyntaxError("expected a key after '@'", column: start + 1) }
            kind = .collectionOperator(name)
        case "#":
            // `#size` turns a reserved word into an ordinary identifier.
            index += 1
            let name = try lexIdentifierBody(start: start)
            guard !name.isEmpty else { throw FormatSyntaxError("expected an identifier after '#'", column: start + 1) }
            kind = .identifier(name)
        case _ where Self.isIdentifierStart(scalar) || scalar == "\\":
            kind = try lexWord(start: start)
        default:
            kind = try lexPunctuation()
        }
        return FormatToken(kind: kind, column: start + 1, text: text(from: start))
    }

    // MARK: - Words

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    /// Identifier characters, including `\uhhhh`, `\xhh` and `\ooo` escapes.
    private mutating func lexIdentifierBody(start: Int) throws(FormatSyntaxError) -> String {
        var name = ""
        while let scalar = peek() {
            if scalar == "\\" {
                name.unicodeScalars.append(try lexIdentifierEscape())
            } else if Self.isIdentifierContinue(scalar) {
                name.unicodeScalars.append(scalar)
                index += 1
            } else {
                break
            }
        }
        return name
    }

    private mutating func lexIdentifierEscape() throws(FormatSyntaxError) -> Unicode.Scalar {
        let column = index + 1
        index += 1
        guard let marker = peek() else { throw FormatSyntaxError("incomplete escape in identifier", column: column) }
        let digits: Int
        let radix: Int
        switch marker {
        case "u", "U":
            digits = 4
            radix = 16
            index += 1
        case "x", "X":
            digits = 2
            radix = 16
            index += 1
        case "0"..."7":
            digits = 3
            radix = 8
        default: throw FormatSyntaxError("invalid escape '\\\(marker)' in identifier", column: column)
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = peek(), let digit = Int(String(scalar), radix: radix) else {
                throw FormatSyntaxError("invalid escape in identifier", column: column)
            }
            value = value * UInt32(radix) + UInt32(digit)
            index += 1
        }
        guard let result = Unicode.Scalar(value) else { throw FormatSyntaxError("invalid escape in identifier", column: column) }
        return result
    }

    private mutating func lexWord(start: Int) throws(FormatSyntaxError) -> FormatTokenKind {
        let name = try lexIdentifierBody(start: start)
        let upper = name.uppercased()
        // UTI-CONFORMS-TO and UTI-EQUALS are the only reserved words with hyphens.
        if upper == "UTI" {
            for tail in ["-CONFORMS-TO", "-EQUALS"] where matchesCaseInsensitive(tail) {
                index += tail.unicodeScalars.count
                return .keyword(FormatKeyword.byName["UTI" + tail]!)
            }
        }
        // Selector-style functions: `modulus:by:`, `sqrt:` (but not `$x := …`).
        if peek() == ":" && peek(1) != "=" {
            var selector = name
            while peek() == ":" && peek(1) != "=" {
                index += 1
                selector += ":"
                let part = try lexIdentifierBody(start: index)
                if part.isEmpty { break }
                selector += part
            }
            return .selector(selector)
        }
        if let keyword = FormatKeyword.byName[upper] { return .keyword(keyword) }
        return .identifier(name)
    }

    private func matchesCaseInsensitive(_ tail: String) -> Bool {
        for (offset, expected) in tail.unicodeScalars.enumerated() {
            guard let scalar = peek(offset), String(scalar).uppercased() == String(expected) else { return false }
        }
        return true
    }

    // MARK: - Literals

    private mutating func lexString(quote: Unicode.Scalar) throws(FormatSyntaxError) -> FormatTokenKind {
        let column = index + 1
        index += 1
        var value = ""
        var hadBackslash = false
        while let scalar = peek() {
            index += 1
            if scalar == quote { return .string(value, hadBackslash: hadBackslash) }
            if scalar == "\\" {
                hadBackslash = true
                guard let escaped = peek() else { break }
                index += 1
                switch escaped {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                default: value.unicodeScalars.append(escaped)
                }
            } else if scalar == "%" && peek() == "%" {
                // `%%` is a literal percent sign after format processing.
                index += 1
                value += "%"
            } else {
                value.unicodeScalars.append(scalar)
            }
        }
        throw FormatSyntaxError("unterminated string literal", column: column)
    }

    private mutating func lexNumber() throws(FormatSyntaxError) -> FormatTokenKind {
        let start = index
        if peek() == "0", let marker = peek(1), let radix = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2][String(marker)] {
            index += 2
            var digits = ""
            while let scalar = peek(), Self.isIdentifierContinue(scalar) {
                digits.unicodeScalars.append(scalar)
                index += 1
            }
            guard let value = Int(digits, radix: radix) else {
                throw FormatSyntaxError("invalid number '\(text(from: start))'", column: start + 1)
            }
            let prefix = String(marker).lowercased()
            return .number(NumberLiteral(swiftText: "0\(prefix)\(digits.lowercased())", value: Double(value), isInteger: true))
        }
        while let scalar = peek(), ("0"..."9").contains(scalar) { index += 1 }
        var isInteger = true
        if peek() == ".", let next = peek(1), ("0"..."9").contains(next) {
            isInteger = false
            index += 1
            while let scalar = peek(), ("0"..."9").contains(scalar) { index += 1 }
        }
        if let marker = peek(), marker == "e" || marker == "E" {
            let signOffset = (peek(1) == "-" || peek(1) == "+") ? 2 : 1
            if let digit = peek(signOffset), ("0"..."9").contains(digit) {
                isInteger = false
                index += signOffset
                while let scalar = peek(), ("0"..."9").contains(scalar) { index += 1 }
            }
        }
        if let scalar = peek(), Self.isIdentifierStart(scalar) {
            throw FormatSyntaxError("invalid number '\(text(from: start))\(scalar)'", column: start + 1)
        }
        let spelling = text(from: start)
        guard let value = Double(spelling) else { throw FormatSyntaxError("invalid number '\(spelling)'", column: start + 1) }
        return .number(NumberLiteral(swiftText: spelling, value: value, isInteger: isInteger))
    }

    private mutating func lexSubstitution() throws(FormatSyntaxError) -> FormatTokenKind {
        let column = index + 1
        index += 1
        var position: Int?
        // Positional form `%2$@`.
        var lookahead = 0
        var digits = ""
        while let scalar = peek(lookahead), ("0"..."9").contains(scalar) {
            digits.unicodeScalars.append(scalar)
            lookahead += 1
        }
        if !digits.isEmpty, peek(lookahead) == "$" {
            position = Int(digits)
            index += lookahead + 1
            guard let position, position >= 1 else { throw FormatSyntaxError("positional argument must start at 1", column: column) }
        }
        // Length modifiers of printf conversions.
        while let scalar = peek(), "hlqLzjt".unicodeScalars.contains(scalar) { index += 1 }
        guard let conversion = peek() else { throw FormatSyntaxError("incomplete format specifier '%'", column: column) }
        index += 1
        let kind: FormatSpecifier.Conversion
        switch conversion {
        case "@": kind = .object
        case "K": kind = .keyPath
        case "d", "i", "u", "x", "X", "o", "c", "C": kind = .integer
        case "f", "e", "E", "g", "G", "a", "A": kind = .floating
        case "%": throw FormatSyntaxError("'%%' is only meaningful inside a string literal", column: column)
        default: throw FormatSyntaxError("unsupported format specifier '%\(conversion)'", column: column)
        }
        return .substitution(FormatSpecifier(conversion: kind, position: position))
    }

    // MARK: - Punctuation

    private mutating func lexPunctuation() throws(FormatSyntaxError) -> FormatTokenKind {
        let column = index + 1
        let first = peek()!
        let second = peek(1)
        // Two-character operators first; `=<`, `=>` and `<>` are NSPredicate spellings.
        let pairs: [String: Punctuation] = [
            "==": .equal, "!=": .notEqual, "<>": .notEqual, "<=": .lessOrEqual, "=<": .lessOrEqual,
            ">=": .greaterOrEqual, "=>": .greaterOrEqual, "&&": .and, "||": .or, "**": .power, ":=": .assign,
        ]
        if let second, let punctuation = pairs[String(first) + String(second)] {
            index += 2
            return .punctuation(punctuation)
        }
        if first == "=" {
            index += 1
            return .punctuation(.equal)
        }
        if let punctuation = Punctuation(rawValue: String(first)) {
            index += 1
            return .punctuation(punctuation)
        }
        throw FormatSyntaxError("unexpected character '\(first)'", column: column)
    }
}
