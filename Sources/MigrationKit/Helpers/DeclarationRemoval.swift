import SourceSyntax

extension SourceFile {
    /// Removes a member declaration with the blank line before it; a first member also takes the blank
    /// line after it, so the type's opening brace is not followed by an empty line.
    public func removal(ofDeclaration decl: Decl, rule: String) -> Edit {
        removal(ofDeclarations: decl.tokens, rule: rule)
    }

    /// Removes consecutive member declarations (`range` runs from the first one's first token to
    /// the last one's last) as `removal(ofDeclaration:rule:)` removes one: removing them one by
    /// one would leave the blank line after a first member that is not the first one removed.
    public func removal(ofDeclarations range: Range<Int>, rule: String) -> Edit {
        let first = range.lowerBound
        let last = range.upperBound - 1
        var start = tokens[first].triviaStart
        var end = tokens[last].trailingTriviaEnd
        if kind(first - 1) == .leftBrace {
            // Keep the line break after `{`; drop everything up to the next member's own line.
            start = tokens[first].triviaStart
            let next = tokens[last + 1]
            var cut = next.triviaStart
            for k in next.leadingTriviaRange where bytes[k] == 0x0A { cut = k }
            end = cut
            if let firstBreak = bytes[start..<tokens[first].start].firstIndex(of: 0x0A) { start = firstBreak }
        }
        return Edit(range: start..<end, replacement: "", rule: rule)
    }

    /// Removes one entry of a declaration's inheritance list with its comma, or the whole `: X` when
    /// it is alone.
    public func removal(ofInheritedType position: Int, in decl: Decl, rule: String) -> Edit {
        let entries = decl.inheritance
        let entry = entries[position].tokens
        let end = tokens[entry.upperBound - 1].end
        if entries.count == 1, let colon = decl.inheritanceColon {
            return Edit(range: tokens[colon - 1].end..<end, replacement: "", rule: rule)
        }
        if position == 0 {
            return Edit(range: tokens[entry.lowerBound].start..<tokens[entries[1].tokens.lowerBound].start, replacement: "", rule: rule)
        }
        let previousEnd = tokens[entries[position - 1].tokens.upperBound - 1].end
        return Edit(range: previousEnd..<end, replacement: "", rule: rule)
    }
}
