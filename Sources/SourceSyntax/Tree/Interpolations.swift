/// The code inside a string literal's interpolations. The lexer keeps a literal as one token
/// (interpolations included), so walks over tokens do not see `"\(item.title)"`'s `item.title`;
/// a migration that must not miss a use asks for it here.
extension SourceFile {
    /// Each interpolation of the string literal token `index` (`\(…)`, or `\#(…)` in a raw
    /// literal), as a file of its own holding the code between the parentheses. Empty for any
    /// other token.
    public func interpolatedCode(inLiteral index: Int) -> [SourceFile] {
        interpolations(inLiteral: index).map(\.code)
    }

    /// `interpolatedCode(inLiteral:)` with where each one's code starts in this file's bytes, for
    /// a migration that rewrites inside an interpolation.
    public func interpolations(inLiteral index: Int) -> [(code: SourceFile, offset: Int)] {
        guard kind(index) == .stringLiteral else { return [] }
        let token = tokens[index]
        let literal = bytes[token.start..<token.end]
        var hashes = 0
        for byte in literal {
            guard byte == UInt8(ascii: "#") else { break }
            hashes += 1
        }
        var result: [(code: SourceFile, offset: Int)] = []
        var i = token.start + hashes
        while i < token.end {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "\\") else { continue }
            var j = i + 1
            var seen = 0
            while seen < hashes, j < token.end, bytes[j] == UInt8(ascii: "#") {
                seen += 1
                j += 1
            }
            guard seen == hashes, j < token.end else { continue }
            if bytes[j] != UInt8(ascii: "(") {
                // `\\` escapes the next byte, so `\\(` is no interpolation.
                if hashes == 0, bytes[j] == UInt8(ascii: "\\") { i = j }
                continue
            }
            // Lex the rest of the literal from after `(`; the interpolation ends at the first `)`
            // that closes nothing inside it (nested literals and parentheses are whole tokens or pairs).
            let rest = SourceFile(path: path, bytes: Array(bytes[(j + 1)..<token.end]))
            var depth = 0
            var end: Int?
            for k in rest.tokens.indices {
                switch rest.kind(k) {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen where depth == 0: end = rest.tokens[k].triviaStart
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                default: break
                }
                if end != nil { break }
            }
            guard let end else { break }
            result.append((SourceFile(path: path, bytes: Array(rest.bytes[0..<end])), j + 1))
            i = j + end
        }
        return result
    }
}
