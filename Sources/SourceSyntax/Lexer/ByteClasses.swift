/// Byte classification tables for the lexer. ASCII only: every byte at or above 0x80 is treated as
/// part of an identifier, which keeps unicode identifiers whole and never splits a UTF-8 sequence.
enum ByteClass {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    @inline(__always)
    static func isIdentifierHead(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    /// `$` may continue an identifier (`_$id`, `a$b`), though only `$0`/`$name` may start with it.
    @inline(__always)
    static func isIdentifierBody(_ b: UInt8) -> Bool {
        isIdentifierHead(b) || isDigit(b) || b == 0x24
    }

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
    }

    /// Characters that may appear in an operator: / = - + ! * % < > & | ^ ~ ? (and '.', with rules).
    @inline(__always)
    static func isOperatorCharacter(_ b: UInt8) -> Bool {
        switch b {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Horizontal whitespace Swift accepts between tokens (space, tab, vertical tab, form feed, NUL).
    @inline(__always)
    static func isHorizontalSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C || b == 0x00
    }
}

/// Reserved words. Contextual keywords (`get`, `set`, `some`, `actor`, `mutating`, `open`, …) stay
/// identifiers; the tree matches them by text where their position gives them meaning (`open` can
/// name a variable: `var open: () -> Void`).
enum Keywords {
    private static let byLength: [[[UInt8]]] = {
        let words = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
            "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
            "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
            "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
            "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
            "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        ]
        var table = [[[UInt8]]](repeating: [], count: 16)
        for word in words { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length < byLength.count else { return false }
        candidates: for word in byLength[length] {
            for k in 0..<length where word[k] != bytes[start + k] { continue candidates }
            return true
        }
        return false
    }
}
