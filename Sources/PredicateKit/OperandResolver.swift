import Foundation

/// Turns format-string expressions into operands, and operands into typed Swift text.
extension TranslationSession {
    func resolveOperand(
        _ expression: Expression, in emission: inout Emission, mode: ValueMode,
        quantifier: Comparison.Quantifier? = nil, quantifierColumn: Int = 0
    ) throws -> Operand {
        let column = expression.column
        switch expression.kind {
        case .string(let value, let hadBackslash):
            if hadBackslash {
                warn(.reviewArgument, "Positional format argument / backslash escape: verify the translated argument mapping.", column: column)
            }
            return .literal(.string(value), column: column)
        case .number(let value, let text, let isInteger):
            return .literal(.number(value, swiftText: text, isInteger: isInteger), column: column)
        case .bool(let value):
            return .literal(.bool(value), column: column)
        case .null:
            return .null(column: column)
        case .argument(let index, let conversion):
            switch ArgumentValue.classify(arguments[index]) {
            case .literal(let literal): return .literal(literal, column: column)
            case .null: return .null(column: column)
            case .identifier, .expression: return .captured(index: index, conversion: conversion, column: column)
            }
        case .aggregate(let elements):
            return .aggregate(try elements.map { try resolveOperand($0, in: &emission, mode: .nonOptional) }, column: column)
        case .variable(let name) where variables[name] == nil:
            return .template(name: name, column: column)
        case .collectionOperator(_, let name, _) where name.lowercased() != "count":
            throw collectionOperatorFailure(name, column: column)
        case .subquery:
            throw TranslationFailure(.unsupported, "SUBQUERY(…) is only translated when followed by .@count and compared with a number.", column: column)
        case .cast(let inner, let type):
            guard type == "NSDate", case .number(_, let text, _) = inner.kind else {
                throw TranslationFailure(.noEquivalent, "'CAST(…, '\(type)')' has no #Predicate equivalent.", column: column)
            }
            let name = allocateBindingName("date")
            bindings.append(PredicateTranslation.Binding(name: name, type: nil, value: "Date(timeIntervalSinceReferenceDate: \(text))", isThrowing: false))
            return .value(TypedValue(text: SwiftText(name), type: .scalar(.date), isOptional: false))
        case .binary(let op, let lhs, let rhs):
            return .value(try arithmetic(op, lhs, rhs, in: &emission, column: column))
        case .negate(let inner):
            let operand = try resolveOperand(inner, in: &emission, mode: .nonOptional)
            guard case .value(let value) = operand, case .scalar(let scalar) = value.type, scalar.isNumeric else {
                throw TranslationFailure(.typeMismatch, "Unary minus needs a numeric key path.", column: column)
            }
            return .value(TypedValue(text: SwiftText("-" + value.text.operand(atMost: .atom), .prefix), type: value.type, isOptional: false))
        case .function(let name, let arguments):
            guard name == "modulus:by:", arguments.count == 2 else {
                throw TranslationFailure(.noEquivalent, "'\(name == "FUNCTION" ? "FUNCTION" : name)' has no #Predicate equivalent.", column: column)
            }
            let lhs = try resolveOperand(arguments[0], in: &emission, mode: .nonOptional)
            let rhs = try resolveOperand(arguments[1], in: &emission, mode: .nonOptional)
            let (left, right, type) = try unify(lhs, rhs, column: column)
            guard case .scalar(.integer) = type else {
                throw TranslationFailure(.typeMismatch, "modulus:by: is translated only for integers.", column: column)
            }
            return .value(TypedValue(text: .binary(left, "%", right, .multiplicative), type: type, isOptional: false))
        case .ternary(let condition, let whenTrue, let whenFalse):
            let test = try translate(condition)
            let lhs = try resolveOperand(whenTrue, in: &emission, mode: .nonOptional)
            let rhs = try resolveOperand(whenFalse, in: &emission, mode: .nonOptional)
            let (left, right, type) = try unify(lhs, rhs, column: column)
            let text = "(\(test.operand(atMost: .disjunction)) ? \(left.operand(atMost: .nilCoalescing)) : \(right.operand(atMost: .nilCoalescing)))"
            return .value(TypedValue(text: SwiftText(text), type: type, isOptional: false))
        case .assignment(let variable, _):
            throw TranslationFailure(.noEquivalent, "'$\(variable) :=' has no #Predicate equivalent.", column: column)
        case .unsupported(let name):
            throw TranslationFailure(.noEquivalent, "'\(name)' has no #Predicate equivalent.", column: column)
        default:
            return .value(try resolveKeyPath(expression, in: &emission, mode: mode, quantifier: quantifier, quantifierColumn: quantifierColumn))
        }
    }

    func collectionOperatorFailure(_ name: String, column: Int) -> TranslationFailure {
        switch name.lowercased() {
        case "sum", "avg", "average", "median", "mode", "stddev":
            return TranslationFailure(
                .sumOrAverage,
                "Collection operator '@\(name)' cannot be expressed in #Predicate (no map/reduce). Store a derived attribute or filter after fetching.",
                column: column)
        case "max", "min":
            return TranslationFailure(.unsupported, "'@\(name)' is translated only when compared with a value (rewritten as ANY/ALL).", column: column)
        default:
            return TranslationFailure(.noEquivalent, "'@\(name)' has no #Predicate equivalent.", column: column)
        }
    }

    func allocateBindingName(_ base: String) -> String {
        var name = base
        var counter = 1
        while reservedNames.contains(name) || activeNames.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        reservedNames.insert(name)
        return name
    }

    private func arithmetic(
        _ op: ArithmeticOperator, _ lhs: Expression, _ rhs: Expression,
        in emission: inout Emission, column: Int
    ) throws -> TypedValue {
        guard op != .power else {
            throw TranslationFailure(.noEquivalent, "'**' has no #Predicate equivalent.", column: column)
        }
        let left = try resolveOperand(lhs, in: &emission, mode: .nonOptional)
        let right = try resolveOperand(rhs, in: &emission, mode: .nonOptional)
        let (leftText, rightText, type) = try unify(left, right, column: column)
        guard case .scalar(let scalar) = type, scalar.isNumeric else {
            throw TranslationFailure(.typeMismatch, "Arithmetic is translated only for numbers, not \(type.swiftName).", column: column)
        }
        if op == .divide, case .integer = scalar {
            throw TranslationFailure(
                .integerDivision,
                "'/' on integers: NSExpression divides in floating point, Swift truncates. Store a Double attribute or rewrite as a multiplication.",
                column: column)
        }
        let level: SwiftText.Precedence = (op == .plus || op == .minus) ? .additive : .multiplicative
        return TypedValue(text: .binary(leftText, op.rawValue, rightText, level), type: type, isOptional: false)
    }

    /// Two operands of one operation (arithmetic, TERNARY branches): a literal takes the other's type.
    func unify(_ lhs: Operand, _ rhs: Operand, column: Int) throws -> (SwiftText, SwiftText, NodeType) {
        switch (lhs, rhs) {
        case (.value(let left), .value(let right)):
            try checkCompatible(left.type, right.type, column: column)
            return (left.text, right.text, left.type)
        case (.value(let left), _):
            return (left.text, SwiftText(try coerce(rhs, to: left.type)), left.type)
        case (_, .value(let right)):
            return (SwiftText(try coerce(lhs, to: right.type)), right.text, right.type)
        case (.literal(.number(_, let a, let aInt), _), .literal(.number(_, let b, let bInt), _)):
            let type: ScalarType = aInt && bInt ? .integer("Int") : .floating("Double")
            return (SwiftText(a), SwiftText(b), .scalar(type))
        default:
            throw TranslationFailure(.unsupported, "Cannot work out the type of this expression; compare it with a key path.", column: column)
        }
    }

    func checkCompatible(_ lhs: NodeType, _ rhs: NodeType, column: Int) throws {
        guard lhs != rhs else { return }
        throw TranslationFailure(
            .typeMismatch,
            "Cannot compare \(lhs.swiftName) with \(rhs.swiftName): "
                + "#Predicate does not convert between types (initializers such as Double(x) are not allowed).",
            column: column)
    }

    /// Swift text for a constant operand used as a value of `type`.
    func coerce(_ operand: Operand, to type: NodeType) throws -> String {
        let column = operand.column
        func mismatch(_ what: String) -> TranslationFailure {
            TranslationFailure(
                .typeMismatch,
                "Cannot compare \(type.swiftName) with \(what): #Predicate does not convert between types (initializers such as Double(x) are not allowed).",
                column: column)
        }
        switch operand {
        case .value(let value):
            try checkCompatible(type, value.type, column: column ?? 0)
            return value.text.text
        case .null:
            // Only `==` and `!=` give nil a meaning; they handle it before coercing.
            throw TranslationFailure(.unsupported, "nil is only translated in '== nil' and '!= nil' comparisons.", column: column)
        case .literal(let literal, _):
            guard case .scalar(let scalar) = type else { throw mismatch("a literal") }
            switch (literal, scalar) {
            case (.string(let value), .string):
                return SwiftLiteral.string(value)
            case (.number(_, let text, true), .integer), (.number(_, let text, _), .floating):
                return text
            case (.number(let value, _, false), .integer):
                guard value == value.rounded(), abs(value) < 1e15 else { throw mismatch("the non-integral number \(value)") }
                return String(Int(value))
            case (.number(let value, _, _), .bool) where value == 0 || value == 1:
                return value == 1 ? "true" : "false"
            case (.bool(let value), .bool):
                return value ? "true" : "false"
            case (.string, _): throw mismatch("a string")
            case (.number, _): throw mismatch("a number")
            case (.bool, _): throw mismatch("a Boolean")
            }
        case .captured(let index, let conversion, _):
            if case .scalar(let scalar) = type {
                switch (conversion, scalar) {
                case (.floating, .integer):
                    throw mismatch("a floating-point argument (%f)")
                case (.integer, .floating(let name)):
                    return capture(index, type: name, convert: { "\(name)(\($0))" }, column: column ?? 0)
                default:
                    return capture(index, type: scalar.swiftName, column: column ?? 0)
                }
            }
            return capture(index, type: nil, column: column ?? 0)
        case .template(let name, _):
            return templateParameter(name, type: type.swiftName, column: column ?? 0)
        case .aggregate:
            throw TranslationFailure(.unsupported, "An aggregate {…} is only allowed after IN or BETWEEN.", column: column)
        }
    }
}
