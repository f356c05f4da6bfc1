import SourceSyntax

extension SourceFile {
    /// Removes an attribute cleanly, the one way every migration should:
    /// - alone on its line (`@Published⏎    var x`): the whole line goes, indentation and line break;
    /// - on a line with other code (`@Published var x`, `@MainActor @Published var`): the attribute
    ///   and the spaces after it go;
    /// - a comment after the attribute stays (`@Published // why` keeps `// why`).
    public func removal(of attribute: Attribute, rule: String) -> Edit {
        removal(ofTokens: attribute.tokens, rule: rule)
    }

    /// Removes tokens `range` with the same line-aware rules as `removal(of:rule:)`.
    public func removal(ofTokens range: Range<Int>, rule: String) -> Edit {
        let first = range.lowerBound
        let last = range.upperBound - 1
        let next = range.upperBound
        let trailing = tokens[last].trailingTriviaRange
        let trailingHasComment = containsComment(trailing)
        let aloneOnLine = startsLine(first) && (startsLine(next) || kind(next) == .endOfFile) && !trailingHasComment

        if aloneOnLine {
            // From the start of the line to the start of the next line.
            let lineStart = lineRange(containing: tokens[first].start).lowerBound
            var end = trailing.upperBound
            if end < bytes.count, bytes[end] == 0x0D { end += 1 }
            if end < bytes.count, bytes[end] == 0x0A { end += 1 }
            return Edit(range: lineStart..<end, replacement: "", rule: rule)
        }
        // Same line: the tokens and the spaces after them, up to the next token or a comment.
        var end = tokens[last].end
        while end < trailing.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return Edit(range: tokens[first].start..<end, replacement: "", rule: rule)
    }

    /// Renames an attribute, keeping its arguments: `@StateObject` → `@State`.
    public func renaming(_ attribute: Attribute, to name: String, rule: String) -> Edit {
        Edit.replace(attribute.name, in: self, with: name, rule: rule)
    }

    func containsComment(_ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i + 1 < range.upperBound {
            if bytes[i] == 0x2F, bytes[i + 1] == 0x2F || bytes[i + 1] == 0x2A { return true }
            i += 1
        }
        return false
    }
}
