/// Recursive-descent parser for the NSPredicate format language.
///
/// Precedence, lowest first: OR < AND < NOT < comparison < `+ -` < `* /` < `**` < unary `-`
/// < postfix (`.key`, `[index]`). Recursion is bounded by `maximumDepth` so hostile input
/// (thousands of parentheses or NOTs) produces PRED-P002 instead of a stack overflow.
public struct FormatParser {
    public static let maximumDepth = 64
    /// Longest AND/OR chain accepted; the tree of a chain is as deep as the chain is long.
    public static let maximumChainLength = 512

    private var tokens: [FormatToken]
    private var position = 0
    private var depth = 0
    private var nextArgument = 0
    /// Substitutions in order of appearance, so the translator can check the argument count.
    private(set) var argumentCount = 0
    private(set) var usesPositionalArguments = false

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
        return ParsedFormat(predicate: predicate, argumentCount: parser.argumentCount,
                            usesPositionalArguments: parser.usesPositionalArguments)
    }

    // MARK: - Token helpers

    private var current: FormatToken { tokens[position] }

    private func peek(_ offset: Int) -> FormatToken { tokens[min(position + offset, tokens.count - 1)] }

    private mutating func advance() -> FormatToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private func isPunctuation(_ punctuation: Punctuation, _ token: FormatToken? = nil) -> Bool {
        (token ?? current).kind == .punctuation(punctuation)
    }

    private func isKeyword(_ keyword: FormatKeyword, _ token: FormatToken? = nil) -> Bool {
        (token ?? current).kind == .keyword(keyword)
    }

    private mutating func expect(_ punctuation: Punctuation, _ context: String) throws(FormatSyntaxError) {
        guard isPunctuation(punctuation) else { throw error("expected '\(punctuation.rawValue)' \(context)") }
        _ = advance()
    }

    private func error(_ message: String) -> FormatSyntaxError {
        let found = current.kind == .end ? "end of input" : "'\(current.text)'"
        return FormatSyntaxError("\(message), found \(found)", column: current.column)
    }

    private mutating func enter() throws(FormatSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw FormatSyntaxError("nesting deeper than \(Self.maximumDepth) levels", column: current.column, code: .nestingTooDeep)
        }
    }

    private mutating func leave() { depth -= 1 }

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
            let quantifier: Comparison.Quantifier = switch token.kind {
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
        var opaque = 0 // depth inside function arguments, `{}` and `[]`
        var isOpaqueParen: [Bool] = [false]
        while true {
            let token = peek(offset)
            let previous = peek(offset - 1)
            switch token.kind {
            case .end:
                return false
            case .punctuation(.openParen):
                // A parenthesis right after a name is an argument list.
                let isCall: Bool = switch previous.kind {
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
        return Comparison(quantifier: quantifier, lhs: lhs, op: op, options: options, rhs: rhs,
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

    // MARK: - Expressions

    mutating func parseExpression() throws(FormatSyntaxError) -> Expression {
        // Arithmetic trees are translated recursively, so every chained operator counts as a level.
        let entryDepth = depth
        defer { depth = entryDepth }
        var result = try parseMultiplicative()
        while isPunctuation(.plus) || isPunctuation(.minus) {
            let op: ArithmeticOperator = isPunctuation(.plus) ? .plus : .minus
            _ = advance()
            try enter()
            result = Expression(.binary(op, result, try parseMultiplicative()), column: result.column)
        }
        return result
    }

    private mutating func parseMultiplicative() throws(FormatSyntaxError) -> Expression {
        let entryDepth = depth
        defer { depth = entryDepth }
        var result = try parsePower()
        while isPunctuation(.times) || isPunctuation(.divide) {
            let op: ArithmeticOperator = isPunctuation(.times) ? .times : .divide
            _ = advance()
            try enter()
            result = Expression(.binary(op, result, try parsePower()), column: result.column)
        }
        return result
    }

    private mutating func parsePower() throws(FormatSyntaxError) -> Expression {
        let base = try parseUnary()
        guard isPunctuation(.power) else { return base }
        _ = advance()
        try enter()
        defer { leave() }
        return Expression(.binary(.power, base, try parsePower()), column: base.column)
    }

    private mutating func parseUnary() throws(FormatSyntaxError) -> Expression {
        guard isPunctuation(.minus) else { return try parsePostfix() }
        let column = advance().column
        try enter()
        defer { leave() }
        let operand = try parseUnary()
        // Fold `-1` into a literal so it keeps its spelling.
        if case .number(let value, let text, let isInteger) = operand.kind {
            return Expression(.number(value: -value, swiftText: "-" + text, isInteger: isInteger), column: column)
        }
        return Expression(.negate(operand), column: column)
    }

    private mutating func parsePostfix() throws(FormatSyntaxError) -> Expression {
        // A key path is a left-deep tree: each component counts as a level.
        let entryDepth = depth
        defer { depth = entryDepth }
        var result = try parsePrimary()
        while true {
            if isPunctuation(.dot) {
                try enter()
                _ = advance()
                let token = advance()
                switch token.kind {
                case .identifier(let name):
                    result = Expression(.member(result, name), column: result.column)
                case .collectionOperator(let name):
                    // The operator's own column, so that refusals (`@sum`) point at it.
                    result = Expression(.collectionOperator(result, name: name, key: parseOperatorKey(name)), column: token.column)
                default:
                    throw FormatSyntaxError("expected a key after '.', found '\(token.text)'", column: token.column)
                }
            } else if isPunctuation(.openBracket) {
                try enter()
                _ = advance()
                let kind: IndexKind
                switch current.kind {
                case .keyword(.first): kind = .first; _ = advance()
                case .keyword(.last): kind = .last; _ = advance()
                case .keyword(.size): kind = .size; _ = advance()
                default:
                    try enter()
                    kind = .expression(try parseExpression())
                    leave()
                }
                try expect(.closeBracket, "to close the index")
                result = Expression(.index(result, kind), column: result.column)
            } else {
                return result
            }
        }
    }

    /// The key after `@max`, `@min`, `@sum`, `@avg` (`tags.@max.weight`); `@count` takes none.
    private mutating func parseOperatorKey(_ name: String) -> [String] {
        guard name.lowercased() != "count" else { return [] }
        var key: [String] = []
        while isPunctuation(.dot), case .identifier(let part) = peek(1).kind {
            _ = advance()
            _ = advance()
            key.append(part)
        }
        return key
    }

    private mutating func parsePrimary() throws(FormatSyntaxError) -> Expression {
        let token = current
        let column = token.column
        switch token.kind {
        case .string(let value, let hadBackslash):
            _ = advance()
            return Expression(.string(value, hadBackslash: hadBackslash), column: column)
        case .number(let literal):
            _ = advance()
            return Expression(.number(value: literal.value, swiftText: literal.swiftText, isInteger: literal.isInteger), column: column)
        case .keyword(.true), .keyword(.yes):
            _ = advance()
            return Expression(.bool(true), column: column)
        case .keyword(.false), .keyword(.no):
            _ = advance()
            return Expression(.bool(false), column: column)
        case .keyword(.null), .keyword(.nil):
            _ = advance()
            return Expression(.null, column: column)
        case .keyword(.self):
            _ = advance()
            return Expression(.evaluatedObject, column: column)
        case .keyword(.anyKey):
            _ = advance()
            return Expression(.unsupported("ANYKEY"), column: column)
        case .keyword(.subquery):
            return try parseSubquery()
        case .keyword(.cast):
            _ = advance()
            let arguments = try parseArguments()
            guard arguments.count == 2, case .string(let type, _) = arguments[1].kind else {
                throw FormatSyntaxError("CAST takes an expression and a quoted class name", column: column)
            }
            return Expression(.cast(arguments[0], type: type), column: column)
        case .keyword(.fetch):
            _ = advance()
            _ = try parseArguments()
            return Expression(.unsupported("FETCH"), column: column)
        case .identifier(let name):
            _ = advance()
            guard isPunctuation(.openParen) else { return Expression(.key(name), column: column) }
            if name.uppercased() == "TERNARY" { return try parseTernary(column: column) }
            return Expression(.function(name, try parseArguments()), column: column)
        case .selector(let name):
            _ = advance()
            return Expression(.function(name, try parseArguments()), column: column)
        case .variable(let name):
            _ = advance()
            if isPunctuation(.assign) {
                _ = advance()
                try enter()
                defer { leave() }
                return Expression(.assignment(variable: name, try parseExpression()), column: column)
            }
            return Expression(.variable(name), column: column)
        case .collectionOperator(let name):
            // Prefix form: `@sum.items.price`.
            _ = advance()
            var path: [String] = []
            while isPunctuation(.dot), case .identifier(let part) = peek(1).kind {
                _ = advance()
                _ = advance()
                path.append(part)
            }
            guard let first = path.first else {
                return Expression(.collectionOperator(Expression(.evaluatedObject, column: column), name: name, key: []), column: column)
            }
            return Expression(.collectionOperator(Expression(.key(first), column: column), name: name, key: Array(path.dropFirst())), column: column)
        case .substitution(let specifier):
            _ = advance()
            let index: Int
            if let position = specifier.position {
                usesPositionalArguments = true
                index = position - 1
            } else {
                index = nextArgument
                nextArgument += 1
            }
            argumentCount = max(argumentCount, index + 1)
            let conversion: ArgumentConversion = switch specifier.conversion {
            case .object: .object
            case .keyPath: .keyPath
            case .integer: .integer
            case .floating: .floating
            }
            return Expression(.argument(index: index, conversion: conversion), column: column)
        case .punctuation(.openBrace):
            _ = advance()
            try enter()
            defer { leave() }
            var elements: [Expression] = []
            if !isPunctuation(.closeBrace) {
                elements.append(try parseExpression())
                while isPunctuation(.comma) {
                    _ = advance()
                    elements.append(try parseExpression())
                }
            }
            try expect(.closeBrace, "to close the aggregate")
            return Expression(.aggregate(elements), column: column)
        case .punctuation(.openParen):
            _ = advance()
            try enter()
            defer { leave() }
            let inner = try parseExpression()
            try expect(.closeParen, "to close the parenthesized expression")
            return inner
        default:
            throw error("expected an expression")
        }
    }

    private mutating func parseArguments() throws(FormatSyntaxError) -> [Expression] {
        try expect(.openParen, "to start the arguments")
        try enter()
        defer { leave() }
        var arguments: [Expression] = []
        if !isPunctuation(.closeParen) {
            arguments.append(try parseExpression())
            while isPunctuation(.comma) {
                _ = advance()
                arguments.append(try parseExpression())
            }
        }
        try expect(.closeParen, "to close the arguments")
        return arguments
    }

    private mutating func parseSubquery() throws(FormatSyntaxError) -> Expression {
        let column = advance().column
        try expect(.openParen, "after SUBQUERY")
        try enter()
        defer { leave() }
        let collection = try parseExpression()
        try expect(.comma, "after the SUBQUERY collection")
        guard case .variable(let variable) = current.kind else { throw error("expected a '$variable' in SUBQUERY") }
        _ = advance()
        try expect(.comma, "after the SUBQUERY variable")
        let predicate = try parsePredicate()
        try expect(.closeParen, "to close SUBQUERY")
        return Expression(.subquery(collection: collection, variable: variable, predicate: predicate), column: column)
    }

    private mutating func parseTernary(column: Int) throws(FormatSyntaxError) -> Expression {
        try expect(.openParen, "after TERNARY")
        try enter()
        defer { leave() }
        let condition = try parsePredicate()
        try expect(.comma, "after the TERNARY condition")
        let whenTrue = try parseExpression()
        try expect(.comma, "after the TERNARY true value")
        let whenFalse = try parseExpression()
        try expect(.closeParen, "to close TERNARY")
        return Expression(.ternary(condition, whenTrue, whenFalse), column: column)
    }
}

/// The result of parsing: the predicate and what it needs from the caller.
public struct ParsedFormat: Equatable, Sendable {
    public var predicate: PredicateNode
    /// Number of substitution arguments (`%@`, `%K`, `%d` …) the format consumes.
    public var argumentCount: Int
    public var usesPositionalArguments: Bool
}
