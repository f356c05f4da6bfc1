/// XML parser error codes in words, for messages about a broken model file.
///
/// `XMLParser` reports libxml2's error numbers (the ones Apple's `NSXMLParserError` constants also use;
/// FoundationXML's `XMLParser.ErrorCode` cases are numbered one lower, so they are not used here) and,
/// on Linux, no message of its own.
enum XMLErrorReason {
    static func words(for code: Int, afterRoot: Bool) -> String {
        // 5 is libxml2's "document end": input left over after the root element, or input that stopped.
        if code == 5 { return afterRoot ? "content after the end of the root element" : "the document ends early" }
        return reasons[code] ?? "XML parser error \(code)"
    }

    private static let reasons: [Int: String] = [
        1: "the XML parser failed internally",
        2: "the XML parser ran out of memory",
        3: "the file does not start like an XML document",
        4: "expected '<' to start the root element",
        6: "an invalid character reference (&#x…;)",
        7: "an invalid character reference (&#…;)",
        8: "an invalid character reference",
        9: "a character that XML does not allow",
        22: "an '&' without an entity name (write &amp; for a plain '&')",
        23: "an entity reference without its ';' (write &amp; for a plain '&')",
        26: "an undeclared entity reference",
        31: "an encoding the XML parser does not know",
        32: "an encoding the XML parser does not support",
        33: "expected a quoted value",
        34: "a quoted value that is never closed",
        38: "a '<' inside an attribute value",
        39: "an attribute value without quotes",
        40: "an attribute value whose quote is never closed",
        41: "an attribute without a value",
        42: "the same attribute twice in one element",
        45: "a comment that is never closed with '-->'",
        47: "a processing instruction that is never closed with '?>'",
        57: "an <?xml …?> declaration that is never closed",
        63: "a CDATA section that is never closed",
        64: "an <?xml …?> declaration that is not at the very start of the file",
        65: "a missing space between attributes",
        68: "a missing name (of a tag, or of an entity after '&': write &amp; for a plain '&')",
        72: "expected '<'",
        73: "a tag that is not closed with '>'",
        74: "expected '</'",
        75: "an attribute without '='",
        76: "an end tag that does not match its start tag",
        77: "an element that is never closed",
        78: "an invalid standalone value in the <?xml …?> declaration",
        79: "an invalid encoding name in the <?xml …?> declaration",
        80: "'--' inside a comment",
        81: "bytes that are not valid in the file's encoding",
        85: "start and end tags that do not balance",
        86: "content after the end of the root element",
        96: "an <?xml …?> declaration without a version",
    ]
}

/// Byte-level facts about XML text that the parser does not report.
enum XMLText {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether the first thing in the text, after a byte order mark and whitespace, is a `<`.
    static func startsWithMarkup(_ text: [UInt8]) -> Bool {
        var bytes = text[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { !isWhitespace($0) } == UInt8(ascii: "<")
    }

    /// Whether the text ends, whitespace aside, with `</name>` (`</name >` too).
    static func endsWithEndTag(_ text: [UInt8], of name: String) -> Bool {
        var end = text.count
        while end > 0, isWhitespace(text[end - 1]) { end -= 1 }
        guard end > 0, text[end - 1] == UInt8(ascii: ">") else { return false }
        end -= 1
        while end > 0, isWhitespace(text[end - 1]) { end -= 1 }
        let tag = Array("</\(name)".utf8)
        return end >= tag.count && Array(text[(end - tag.count)..<end]) == tag
    }

    /// The 1-based line and column (in bytes) just past the last byte, where a cut-short file ends.
    static func endPosition(of text: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for (offset, byte) in text.enumerated() {
            // CRLF counts once: the CR starts the line break, the LF ends it.
            let endsLine = byte == 0x0A || (byte == 0x0D && (offset + 1 == text.count || text[offset + 1] != 0x0A))
            if endsLine {
                line += 1
                lineStart = offset + 1
            }
        }
        return (line, text.count - lineStart + 1)
    }
}
