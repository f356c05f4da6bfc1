/// When a `{` after a call belongs to it. The compiler takes a `{` as a trailing closure even on
/// the next line (`foo(x)⏎{ … }`), but not where it opens a body: the body of a function being
/// declared, an accessor block, or the body of an `if`/`guard`/`while`/`for`/`switch`/`catch` whose
/// condition holds the call (`if items.contains(x) {`), unless the closure is clearly one there
/// (`for x in xs.filter { $0 > 4 } {`).
extension SourceFile {
    func acceptsTrailingClosure(at brace: Int, calleeStart: Int) -> Bool {
        guard kind(brace) == .leftBrace, let close = matching(brace) else { return false }
        // `func f() {`, `struct Box<T> {`: a declaration's body.
        // (`self.extension.flatMap { … }` and `.init { … }` are members, not declarations.)
        let before = calleeStart - 1
        if before >= 0, kind(before - 1) != .period, Self.declarationWords.contains(where: { matches(before, $0) }) { return false }
        if kind(calleeStart) == .keyword, kind(before) != .period,
            matches(calleeStart, "init") || matches(calleeStart, "subscript")
        {
            return false
        }
        if opensAccessorBlock(brace) { return false }
        switch context(of: calleeStart) {
        case .expression:
            return true
        case .declarationHeader:
            return false
        case .condition:
            let after = close + 1
            return !startsLine(brace + 1) && (kind(after) == .leftBrace || kind(after) == .comma || matches(after, "where"))
        }
    }

    enum CallContext { case expression, condition, declarationHeader }

    static let headerWords = [
        "class", "struct", "enum", "protocol", "extension", "actor", "func", "init", "subscript",
        "var", "let", "typealias",
    ]

    static let declarationWords = ["func", "struct", "class", "enum", "protocol", "extension", "actor", "macro"]

    /// `{ get … }`, `{ set(v) … }`, `{ didSet … }`: accessors, not a closure.
    func opensAccessorBlock(_ brace: Int) -> Bool {
        let word = brace + 1
        guard kind(word) == .identifier,
            matches(word, "get") || matches(word, "set") || matches(word, "willSet") || matches(word, "didSet")
                || matches(word, "_read") || matches(word, "_modify")
        else { return false }
        let next = kind(word + 1)
        return next == .leftBrace || next == .rightBrace || next == .leftParen || matches(word + 1, "async") || matches(word + 1, "throws")
    }

    /// Where the expression starting at `start` stands, walking back within its statement over whole
    /// groups: in the condition of an `if`, `guard`, `while`, `for`, `switch` or `catch`; in a
    /// declaration's header before any `=` (`class A: Base {`, `var body: some View {`); or in an
    /// expression (an argument, an initial value after `=`, a statement).
    func context(of start: Int) -> CallContext {
        let scanner = StatementScanner(s: stream)
        var assigned = false
        var j = start - 1
        while j >= 0 {
            if startsLine(j + 1), !scanner.isContinuation(j, j + 1) { return .expression }
            switch kind(j) {
            case .rightParen, .rightSquare, .rightBrace:
                guard let open = matching(j) else { return .expression }
                j = open - 1
                continue
            case .leftParen, .leftSquare, .leftBrace, .semicolon:
                return .expression
            case .operator where matches(j, "="):
                assigned = true
            // `.if(cond) { … }` is a method, `f(for: xs.map { … })` a label.
            case .keyword where (j == 0 || kind(j - 1) != .period) && kind(j + 1) != .colon,
                .identifier where matches(j, "actor") && kind(j + 1) == .identifier:
                for word in ["if", "guard", "while", "for", "switch", "catch"] where matches(j, word) { return .condition }
                // `case let .a(x):` binds a pattern; it declares nothing with a body.
                // (`case let .a(x),⏎ let .b(x):`, `let (a, b) = …`)
                let pattern =
                    (matches(j, "let") || matches(j, "var"))
                    && (matches(j - 1, "case") || kind(j + 1) == .period || kind(j + 1) == .leftParen)
                if !assigned, !pattern, Self.headerWords.contains(where: { matches(j, $0) }) { return .declarationHeader }
            default:
                break
            }
            j -= 1
        }
        return .expression
    }
}
