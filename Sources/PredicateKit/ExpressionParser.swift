/// Expressions of the format language: arithmetic, key paths, literals, substitutions,
/// aggregates, functions, SUBQUERY, TERNARY, CAST. Every level that deepens the tree calls
/// `enter()`, so the depth cap of `FormatParser` covers expressions too.
extension FormatParser {

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
                case .substitution(let specifier) where specifier.conversion == .keyPath:
                    // `ANY %K.%K`: a key substituted after a dot, resolved with the arguments.
                    result = Expression(.memberKeyPath(result, argument: argumentIndex(of: specifier)), column: result.column)
                default:
                    throw FormatSyntaxError("expected a key after '.', found '\(token.text)'", column: token.column)
                }
            } else if isPunctuation(.openBracket) {
                try enter()
                _ = advance()
                let kind: IndexKind
                switch current.kind {
                case .keyword(.first):
                    kind = .first
                    _ = advance()
                case .keyword(.last):
                    kind = .last
                    _ = advance()
                case .keyword(.size):
                    kind = .size
                    _ = advance()
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

    /// The 0-based argument a specifier substitutes, counted in order unless positional (`%2$@`).
    private mutating func argumentIndex(of specifier: FormatSpecifier) -> Int {
        let index: Int
        if let position = specifier.position {
            usesPositionalArguments = true
            index = position - 1
        } else {
            index = nextArgument
            nextArgument += 1
        }
        argumentCount = max(argumentCount, index + 1)
        return index
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
            let index = argumentIndex(of: specifier)
            let conversion: ArgumentConversion =
                switch specifier.conversion {
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
