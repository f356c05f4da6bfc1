/// Recursive-descent parser for the NSPredicate format language.
///
/// Precedence, lowest first: OR < AND < NOT < comparison < `+ -` < `* /` < `**` < unary `-`
/// < postfix (`.key`, `[index]`). Recursion is bounded by `maximumDepth` so hostile input
/// (thousands of parentheses or NOTs) produces PRED-P002 instead of a stack overflow.
public struct FormatParser {
    public static let maximumDepth = 64
    /// Longest AND/OR chain accepted; the tree of a chain is as deep as the chain is long.
    public static let maximumChainLength = 512

    var tokens: [FormatToken]
    var position = 0
    var depth = 0
    var nextArgument = 0
    /// Substitutions in order of appearance, so the translator can check the argument count.
    var argumentCount = 0
    var usesPositionalArguments = false

    init(tokens: [FormatToken]) {
        self.tokens = tokens
    }

    /// Parses a whole format string.
    public static func parse(_ format: String) throws(FormatSyntaxError) -> ParsedFormat {
        var parser = FormatParser(tokens: try FormatLexer.tokenize(format))
        let predicate = try parser.parsePredicate()
        guard case .end = parser.current.kind else {
            throw FormatSyntaxError("unexpected '\(parser.current.text)' after the end of the predicate", column: parser.current.column)
        }
        return ParsedFormat(
            predicate: predicate, argumentCount: parser.argumentCount,
            usesPositionalArguments: parser.usesPositionalArguments)
    }

    // MARK: - Token helpers

    var current: FormatToken { tokens[position] }

    func peek(_ offset: Int) -> FormatToken { tokens[min(position + offset, tokens.count - 1)] }

    mutating func advance() -> FormatToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func isPunctuation(_ punctuation: Punctuation, _ token: FormatToken? = nil) -> Bool {
        (token ?? current).kind == .punctuation(punctuation)
    }

    func isKeyword(_ keyword: FormatKeyword, _ token: FormatToken? = nil) -> Bool {
        (token ?? current).kind == .keyword(keyword)
    }

    mutating func expect(_ punctuation: Punctuation, _ context: String) throws(FormatSyntaxError) {
        guard isPunctuation(punctuation) else { throw error("expected '\(punctuation.rawValue)' \(context)") }
        _ = advance()
    }

    func error(_ message: String) -> FormatSyntaxError {
        let found = current.kind == .end ? "end of input" : "'\(current.text)'"
        return FormatSyntaxError("\(message), found \(found)", column: current.column)
    }

    mutating func enter() throws(FormatSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw FormatSyntaxError("nesting deeper than \(Self.maximumDepth) levels", column: current.column, code: .nestingTooDeep)
        }
    }

    mutating func leave() { depth -= 1 }

    private func checkChain(_ length: inout Int) throws(FormatSyntaxError) {
        length += 1
        if length > Self.maximumChainLength {
            throw FormatSyntaxError("more than \(Self.maximumChainLength) operands joined by AND or OR", column: current.column, code: .nestingTooDeep)
        }
    }

    // MARK: - Predicates

    mutating func parsePredicate() throws(FormatSyntaxError) -> PredicateNode {
        var result = try parseConjunction()
        var length = 1
        while isKeyword(.or) || isPunctuation(.or) {
            _ = advance()
            try checkChain(&length)
            result = .or(result, try parseConjunction())
        }
        return result
    }

    private mutating func parseConjunction() throws(FormatSyntaxError) -> PredicateNode {
        var result = try parseNegation()
        var length = 1
        while isKeyword(.and) || isPunctuation(.and) {
            _ = advance()
            try checkChain(&length)
            result = .and(result, try parseNegation())
        }
        return result
    }

    private mutating func parseNegation() throws(FormatSyntaxError) -> PredicateNode {
        guard isKeyword(.not) || isPunctuation(.not) else { return try parsePrimaryPredicate() }
        let column = advance().column
        try enter()
        defer { leave() }
        return .not(try parseNegation(), column: column)
    }

    private mutating func parsePrimaryPredicate() throws(FormatSyntaxError) -> PredicateNode {
        let token = current
        switch token.kind {
        case .keyword(.truePredicate):
            _ = advance()
            return .constant(true, column: token.column)
        case .keyword(.falsePredicate):
            _ = advance()
            return .constant(false, column: token.column)
        case .punctuation(.openParen) where groupHoldsPredicate():
            _ = advance()
            try enter()
            defer { leave() }
            let inner = try parsePredicate()
            try expect(.closeParen, "to close the group")
            return inner
        case .keyword(.any), .keyword(.some), .keyword(.all), .keyword(.none):
            _ = advance()
            let quantifier: Comparison.Quantifier =
                switch token.kind {
                case .keyword(.all): .all
                case .keyword(.none): .none
                default: .any
                }
            return .comparison(try parseComparison(quantifier: quantifier, column: token.column))
        default:
            return .comparison(try parseComparison(quantifier: nil, column: token.column))
        }
    }

    /// Decides whether the parenthesis at the current token opens a predicate group
    /// (`(a > 1 OR b < 2)`) or an expression group (`(count + 1) * 2 > 3`): a group is a
    /// predicate when it contains a predicate-level token outside function-call arguments,
    /// aggregates and index brackets.
    private func groupHoldsPredicate() -> Bool {
        var offset = 1
        var nesting = [Punctuation.openParen]
        var opaque = 0  // depth inside function arguments, `{}` and `[]`
        var isOpaqueParen: [Bool] = [false]
        while true {
            let token = peek(offset)
            let previous = peek(offset - 1)
            switch token.kind {
            case .end:
                return false
            case .punctuation(.openParen):
                // A parenthesis right after a name is an argument list.
                let isCall: Bool =
                    switch previous.kind {
                    case .identifier, .selector, .keyword(.subquery), .keyword(.cast), .keyword(.fetch): true
                    default: false
                    }
                nesting.append(.openParen)
                isOpaqueParen.append(isCall)
                if isCall { opaque += 1 }
            case .punctuation(.openBrace), .punctuation(.openBracket):
                nesting.append(.openBrace)
                isOpaqueParen.append(true)
                opaque += 1
            case .punctuation(.closeParen), .punctuation(.closeBrace), .punctuation(.closeBracket):
                nesting.removeLast()
                if isOpaqueParen.removeLast() { opaque -= 1 }
                if nesting.isEmpty { return false }
            case .punctuation(.equal), .punctuation(.notEqual), .punctuation(.less), .punctuation(.greater),
                .punctuation(.lessOrEqual), .punctuation(.greaterOrEqual), .punctuation(.and), .punctuation(.or),
                .punctuation(.not):
                if opaque == 0 { return true }
            case .keyword(let keyword):
                let predicateKeywords: Set<FormatKeyword> = [
                    .and, .or, .not, .any, .some, .all, .none, .like, .matches, .contains, .beginsWith, .endsWith,
                    .between, .in, .truePredicate, .falsePredicate, .utiEquals, .utiConformsTo,
                ]
                if opaque == 0 && predicateKeywords.contains(keyword) { return true }
            default:
                break
            }
            offset += 1
        }
    }

    private mutating func parseComparison(quantifier: Comparison.Quantifier?, column: Int) throws(FormatSyntaxError) -> Comparison {
        let lhs = try parseExpression()
        let operatorToken = current
        let op: Comparison.Operator
        switch operatorToken.kind {
        case .punctuation(.equal): op = .equal
        case .punctuation(.notEqual): op = .notEqual
        case .punctuation(.less): op = .less
        case .punctuation(.lessOrEqual): op = .lessOrEqual
        case .punctuation(.greater): op = .greater
        case .punctuation(.greaterOrEqual): op = .greaterOrEqual
        case .keyword(.matches): op = .matches
        case .keyword(.like): op = .like
        case .keyword(.beginsWith): op = .beginsWith
        case .keyword(.endsWith): op = .endsWith
        case .keyword(.in): op = .in
        case .keyword(.contains): op = .contains
        case .keyword(.between): op = .between
        case .keyword(.utiConformsTo): op = .utiConformsTo
        case .keyword(.utiEquals): op = .utiEquals
        default: throw error("expected a comparison operator")
        }
        _ = advance()
        let options = try parseOptions()
        let rhs = try parseExpression()
        return Comparison(
            quantifier: quantifier, lhs: lhs, op: op, options: options, rhs: rhs,
            column: column, operatorColumn: operatorToken.column)
    }

    /// `[c]`, `[d]`, `[cd]` (and `l`, `n`) right after an operator.
    private mutating func parseOptions() throws(FormatSyntaxError) -> Comparison.Options {
        guard isPunctuation(.openBracket) else { return [] }
        _ = advance()
        guard case .identifier(let letters) = current.kind else { throw error("expected comparison options such as 'c' or 'cd'") }
        var options: Comparison.Options = []
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "l": options.insert(.localeSensitive)
            case "n": options.insert(.normalized)
            default: throw error("unknown comparison option '\(letter)'")
            }
        }
        _ = advance()
        try expect(.closeBracket, "after the comparison options")
        return options
    }
}

/// The result of parsing: the predicate and what it needs from the caller.
public struct ParsedFormat: Equatable, Sendable {
    public var predicate: PredicateNode
    /// Number of substitution arguments (`%@`, `%K`, `%d` …) the format consumes.
    public var argumentCount: Int
    public var usesPositionalArguments: Bool
}
