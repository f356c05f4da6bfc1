/// A parsed Swift file: its bytes, tokens with trivia, delimiter matching and declarations.
///
/// Read-only by design. Migrations never mutate it; they return byte-range edits against `bytes`.
/// `print()` gives back the input byte for byte, whatever the input was.
public struct SourceFile: Sendable {
    /// One reference for everything a parse produces: a copy of a file (into a fact, a plan, a
    /// closure) is one retain, not eight.
    private let storage: Storage

    public var path: String { storage.path }
    public var bytes: [UInt8] { storage.bytes }
    /// Tokens, their bytes and delimiter partners.
    var stream: TokenStream { storage.stream }
    /// Lexical and structural problems (unterminated literals, unbalanced delimiters, …).
    public var problems: [SyntaxProblem] { storage.problems }
    /// Byte offset of the start of each line.
    var lineStarts: [Int] { storage.lineStarts }
    /// Top-level declarations (and top-level statements), in order.
    public var declarations: [Decl] { storage.declarations }
    /// Every declaration in the file, depth first, `#if` branches included (no `#if` blocks
    /// themselves). Built once with the tree: dozens of queries per file walk it.
    public var allDeclarations: [Decl] { storage.allDeclarations }

    public init(path: String = "", text: String) {
        self.init(path: path, bytes: LosslessText.encode(text))
    }

    public init(path: String = "", bytes: [UInt8]) {
        storage = Storage(path: path, bytes: bytes)
    }

    private final class Storage: Sendable {
        let path: String
        let bytes: [UInt8]
        let stream: TokenStream
        let problems: [SyntaxProblem]
        let lineStarts: [Int]
        let declarations: [Decl]
        let allDeclarations: [Decl]

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
            let lexed = Lexer.lex(bytes)
            let matched = DelimiterMatcher.match(lexed.tokens)
            stream = TokenStream(tokens: lexed.tokens, bytes: bytes, partners: matched.partners)
            lineStarts = LineTable.lineStarts(of: bytes)
            var problems = lexed.problems
            problems.append(contentsOf: matched.problems)
            var builder = DeclParser(tokens: lexed.tokens, bytes: bytes, partners: matched.partners)
            declarations = builder.parseFile()
            problems.append(contentsOf: builder.problems)
            self.problems = problems
            allDeclarations = Decl.depthFirst(declarations)
        }
    }

    /// The file printed back from its tokens: identical to the input by construction.
    public func print() -> String { LosslessText.decode(printedBytes()) }

    public func printedBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for token in tokens { out.append(contentsOf: bytes[token.fullRange]) }
        return out
    }

    /// The file as text; bytes that are not valid UTF-8 are kept (see `LosslessText`).
    public var text: String { LosslessText.decode(bytes) }

    /// Tokens in order; the last one is always `.endOfFile`.
    public var tokens: [Token] { stream.tokens }

    // MARK: Token text

    /// The token's own text, without trivia.
    public func text(of index: Int) -> String {
        LosslessText.decode(bytes[tokens[index].textRange])
    }

    /// Source text from the start of the first token to the end of the last, inner trivia included.
    public func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return LosslessText.decode(bytes[byteRange(range)])
    }

    /// Bytes from the start of the first token's text to the end of the last token's text.
    public func byteRange(_ range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else {
            let at = range.lowerBound < tokens.count ? tokens[range.lowerBound].start : bytes.count
            return at..<at
        }
        return tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end
    }

    public func text(ofBytes range: Range<Int>) -> String { LosslessText.decode(bytes[range]) }

    public func leadingTrivia(of index: Int) -> String { text(ofBytes: tokens[index].leadingTriviaRange) }
    public func trailingTrivia(of index: Int) -> String { text(ofBytes: tokens[index].trailingTriviaRange) }

    /// Whether the token's text equals `word`, without allocating a String.
    public func matches(_ index: Int, _ word: String) -> Bool { stream.matches(index, word) }

    public func kind(_ index: Int) -> TokenKind { stream.kind(index) }

    /// The partner of an opening or closing delimiter.
    public func matching(_ index: Int) -> Int? { stream.partner(index) }

    /// Whether a line break separates this token from the one before it.
    public func startsLine(_ index: Int) -> Bool { stream.startsLine(index) }

    public func hasSpaceBefore(_ index: Int) -> Bool { stream.spaceBefore(index) }
    public func hasSpaceAfter(_ index: Int) -> Bool { stream.spaceAfter(index) }

    /// An operator written in infix position (`a + b`), not prefix (`-a`) or postfix (`a!`).
    public func isInfixOperator(_ index: Int) -> Bool { stream.isInfixOperator(index) }

    // MARK: Positions

    /// 1-based line and column (in bytes) of a byte offset, as compilers report them.
    public func location(ofByte offset: Int) -> (line: Int, column: Int) {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    /// The byte offset of a 1-based line and byte column (clamped to the file).
    public func offset(ofLine line: Int, column: Int) -> Int {
        let start = lineStarts[min(max(line - 1, 0), lineStarts.count - 1)]
        return min(start + max(column - 1, 0), bytes.count)
    }

    /// The first token that ends after byte `offset` (the one whose text or trivia holds it); the
    /// end-of-file token for offsets past the last token.
    public func token(atByte offset: Int) -> Int {
        var lo = 0
        var hi = tokens.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].end > offset { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    public func location(ofToken index: Int) -> (line: Int, column: Int) {
        location(ofByte: tokens[min(index, tokens.count - 1)].start)
    }

    /// The byte range of the line holding `offset`, without its line break.
    public func lineRange(containing offset: Int) -> Range<Int> {
        let line = location(ofByte: offset).line - 1
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The whitespace a line starts with.
    public func indentation(ofLineContaining offset: Int) -> String {
        let line = lineRange(containing: offset)
        var end = line.lowerBound
        while end < line.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return text(ofBytes: line.lowerBound..<end)
    }

    /// The line break style the file uses (its first one: LF, CRLF or a lone CR, as old Mac
    /// editors wrote), so inserted lines match.
    public var lineBreak: String {
        guard let i = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        guard bytes[i] == 0x0D else { return "\n" }
        return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? "\r\n" : "\r"
    }
}

enum LineTable {
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count {
                if b[i] == 0x0A {
                    starts.append(i + 1)
                } else if b[i] == 0x0D {
                    if i + 1 < b.count, b[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        return starts
    }
}

/// Pairs up ( ) [ ] { } with an explicit stack, so nesting depth never touches the call stack.
enum DelimiterMatcher {
    static func match(_ tokens: [Token]) -> (partners: [Int32], problems: [SyntaxProblem]) {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var problems: [SyntaxProblem] = []
        var stack: [Int] = []
        for (i, token) in tokens.enumerated() {
            if token.kind.isOpeningDelimiter {
                stack.append(i)
            } else if token.kind.isClosingDelimiter {
                let opener = closingToOpening(token.kind)
                if let top = stack.last, tokens[top].kind == opener {
                    stack.removeLast()
                    partners[top] = Int32(i)
                    partners[i] = Int32(top)
                } else if let depth = stack.lastIndex(where: { tokens[$0].kind == opener }) {
                    // Recover: everything opened after the partner is unclosed.
                    for unclosed in stack[(depth + 1)...] { problems.append(.init(kind: .unbalancedDelimiter, offset: tokens[unclosed].start)) }
                    let top = stack[depth]
                    stack.removeSubrange(depth...)
                    partners[top] = Int32(i)
                    partners[i] = Int32(top)
                } else {
                    problems.append(.init(kind: .unbalancedDelimiter, offset: token.start))
                }
            }
        }
        for unclosed in stack { problems.append(.init(kind: .unbalancedDelimiter, offset: tokens[unclosed].start)) }
        return (partners, problems)
    }

    static func closingToOpening(_ kind: TokenKind) -> TokenKind {
        switch kind {
        case .rightParen: return .leftParen
        case .rightSquare: return .leftSquare
        default: return .leftBrace
        }
    }
}
