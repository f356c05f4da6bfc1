/// An Objective-C header or implementation file: its bytes, tokens, matched delimiters and the
/// lightweight tree. Building one never fails; what it cannot place is in `problems`.
public struct ObjCFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [ObjCToken]
    public private(set) var problems: [ObjCProblem]
    /// For each opening or closing `(`, `[`, `{`: the index of its partner; -1 elsewhere or when
    /// unbalanced.
    public let partner: [Int]
    public private(set) var items: [ObjCItem] = []

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let lexed = ObjCLexer.lex(bytes)
        tokens = lexed.tokens
        var problems = lexed.problems
        partner = Self.matchDelimiters(lexed.tokens, bytes: bytes, problems: &problems)
        self.problems = problems
        var parser = ObjCTreeParser(file: self)
        items = parser.parseItems()
        self.problems += parser.problems
    }

    /// Every byte, back from the tokens: equal to `bytes` for any input.
    public func printed() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for token in tokens { out += bytes[token.fullRange] }
        return out
    }

    public var isHeader: Bool { path.hasSuffix(".h") }

    /// The text of a token (lossy for invalid UTF-8, which only occurs outside identifiers).
    public func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].textRange], as: UTF8.self)
    }

    /// The source text of tokens `range` (first token's text through last token's text).
    public func text(_ range: Range<Int>) -> String {
        guard let first = range.first, range.upperBound - 1 < tokens.count else { return "" }
        return String(decoding: bytes[tokens[first].start..<tokens[range.upperBound - 1].end], as: UTF8.self)
    }

    public func `is`(_ index: Int, _ text: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.end - token.start == text.utf8.count && bytes[token.textRange].elementsEqual(text.utf8)
    }

    public func kind(_ index: Int) -> ObjCTokenKind { index < tokens.count ? tokens[index].kind : .endOfFile }

    /// 1-based line and column (in bytes) of a byte offset.
    public func location(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] == 0x0A {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return (line, offset - lineStart + 1)
    }

    public func location(ofToken index: Int) -> (line: Int, column: Int) {
        location(ofByte: tokens[min(index, tokens.count - 1)].start)
    }

    static func matchDelimiters(_ tokens: [ObjCToken], bytes: [UInt8], problems: inout [ObjCProblem]) -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (i, token) in tokens.enumerated() where token.kind == .punctuation && token.end - token.start == 1 {
            let b = bytes[token.start]
            switch b {
            case 0x28, 0x5B, 0x7B: stack.append(i)
            case 0x29, 0x5D, 0x7D:
                let opening: UInt8 = b == 0x29 ? 0x28 : (b == 0x5D ? 0x5B : 0x7B)
                // A closer matches the nearest opener of its kind; openers left open between them
                // are unbalanced (a `(` missing its `)` does not swallow the rest of the file).
                guard let k = stack.lastIndex(where: { bytes[tokens[$0].start] == opening }) else {
                    problems.append(ObjCProblem(kind: .unbalancedDelimiter, offset: token.start))
                    continue
                }
                for open in stack[(k + 1)...] { problems.append(ObjCProblem(kind: .unbalancedDelimiter, offset: tokens[open].start)) }
                partner[stack[k]] = i
                partner[i] = stack[k]
                stack.removeSubrange(k...)
            default: break
            }
        }
        for open in stack { problems.append(ObjCProblem(kind: .unbalancedDelimiter, offset: tokens[open].start)) }
        return partner
    }
}
