/// Statements inside code blocks, found on demand from the token stream.
extension SourceFile {
    /// The statements of a code block `{ … }` (delimiters included in `block`), as token ranges.
    public func statements(in block: Range<Int>) -> [Range<Int>] {
        let scanner = StatementScanner(s: stream)
        var result: [Range<Int>] = []
        var i = block.lowerBound + 1
        let limit = block.upperBound - 1
        while i < limit {
            if kind(i) == .semicolon {
                i += 1
                continue
            }
            let end = max(scanner.statementEnd(from: i, limit: limit), i + 1)
            result.append(i..<end)
            i = end
        }
        return result
    }

    /// The tokens of the declaration or statement that starts at token `index`, whatever its line
    /// count: a declaration (attributes included) from the tree, otherwise the statement the
    /// statement scanner finds, bounded by the block around it.
    public func statementOrDeclaration(startingAt index: Int) -> Range<Int> {
        guard index < tokens.count - 1 else { return index..<index }
        if let decl = declarationPath(to: index).last(where: { $0.tokens.lowerBound == index }) { return decl.tokens }
        let limit = enclosingDelimiter(of: index).flatMap { matching($0) } ?? (tokens.count - 1)
        let end = StatementScanner(s: stream).statementEnd(from: index, limit: limit)
        return index..<max(end, index + 1)
    }

    /// The nearest opening delimiter whose pair contains token `index`. Walks back over balanced
    /// pairs, so it costs the distance to that delimiter, not the size of the file.
    public func enclosingDelimiter(of index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            let kind = self.kind(i)
            if kind.isClosingDelimiter, let partner = matching(i) {
                i = partner - 1
                continue
            }
            if kind.isOpeningDelimiter, (matching(i) ?? Int.max) > index { return i }
            i -= 1
        }
        return nil
    }
}
