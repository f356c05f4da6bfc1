/// When a `{` after a call belongs to it. The compiler takes a `{` as a trailing closure even on
/// the next line (`foo(x)⏎{ … }`), but not where it opens a body: the body of a function being
/// declared, an accessor block, or the body of an `if`/`guard`/`while`/`for`/`switch`/`catch` whose
/// condition holds the call (`if items.contains(x) {`), unless the closure is clearly one there
/// (`for x in xs.filter { $0 > 4 } {`).
extension SourceFile {
    func acceptsTrailingClosure(at brace: Int, calleeStart: Int) -> Bool {
        guard kind(brace) == .leftBrace, let close = matching(brace) else { return false }
        // `func f() {`, `struct Box<T> {`: a declaration's body.
        if calleeStart > 0, Self.declarationWords.contains(where: { matches(calleeStart - 1, $0) }) { return false }
        if kind(calleeStart) == .keyword, matches(calleeStart, "init") || matches(calleeStart, "subscript") { return false }
        if opensAccessorBlock(brace) { return false }
        guard isInStatementCondition(calleeStart) else { return true }
        let after = close + 1
        return !startsLine(brace + 1) && (kind(after) == .leftBrace || kind(after) == .comma || matches(after, "where"))
    }

    static let declarationWords = ["func", "struct", "class", "enum", "protocol", "extension", "actor", "macro"]

    /// `{ get … }`, `{ set(v) … }`, `{ didSet … }`: accessors, not a closure.
    func opensAccessorBlock(_ brace: Int) -> Bool {
        let word = brace + 1
        guard kind(word) == .identifier,
              matches(word, "get") || matches(word, "set") || matches(word, "willSet") || matches(word, "didSet")
                || matches(word, "_read") || matches(word, "_modify") else { return false }
        let next = kind(word + 1)
        return next == .leftBrace || next == .rightBrace || next == .leftParen || matches(word + 1, "async") || matches(word + 1, "throws")
    }

    /// Whether the expression starting at `start` lies in the condition of an `if`, `guard`,
    /// `while`, `for`, `switch` or `catch` clause: walking back within the statement, over whole
    /// groups, reaches that keyword before an enclosing delimiter or the statement's start.
    func isInStatementCondition(_ start: Int) -> Bool {
        let scanner = StatementScanner(s: stream)
        var j = start - 1
        while j >= 0 {
            if startsLine(j + 1), !scanner.isContinuation(j, j + 1) { return false }
            switch kind(j) {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = matching(j) else { return false }
                j = open - 1
                continue
            case .leftParen, .leftSquare, .leftBrace, .semicolon:
                return false
            // `.if(cond) { … }` is a method, `f(for: xs.map { … })` a label.
            case .keyword where (j == 0 || kind(j - 1) != .period) && kind(j + 1) != .colon:
                for word in ["if", "guard", "while", "for", "switch", "catch"] where matches(j, word) { return true }
            default:
                break
            }
            j -= 1
        }
        return false
    }
}
