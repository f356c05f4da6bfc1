/// Comparison predicates: dispatch, equality, ordering.
extension TranslationSession {
    func translate(_ comparison: Comparison) throws -> SwiftText {
        var comparison = comparison
        // NONE is NOT ANY.
        let negated = comparison.quantifier == Comparison.Quantifier.none
        if negated { comparison.quantifier = .any }
        do {
            let result = try translateQuantified(comparison)
            return negated ? SwiftText.not(result) : result
        } catch var failure as TranslationFailure {
            // Type errors found deep in the operands point at the operator.
            if (failure.diagnostic.column ?? 0) == 0 { failure.diagnostic.column = comparison.operatorColumn }
            throw failure
        }
    }

    private func translateQuantified(_ comparison: Comparison) throws -> SwiftText {
        var comparison = comparison
        if comparison.op == .utiConformsTo || comparison.op == .utiEquals {
            throw TranslationFailure(.noEquivalent, "'\(comparison.op.rawValue)' has no #Predicate equivalent.", column: comparison.operatorColumn)
        }
        for side in [comparison.lhs, comparison.rhs] {
            if case .collectionOperator(_, let name, _) = side.kind, name.lowercased() != "count" {
                if ["max", "min"].contains(name.lowercased()) { return try translateMinMax(comparison) }
                throw collectionOperatorFailure(name, column: side.column)
            }
            if case .collectionOperator(let base, _, _) = side.kind, case .subquery = base.kind {
                return try translateSubqueryCount(comparison)
            }
        }
        // Keep the key path on the left: `3 < count` → `count > 3`.
        let swappable: [Comparison.Operator] = [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]
        if swappable.contains(comparison.op), !isKeyPath(comparison.lhs), isKeyPath(comparison.rhs) {
            swap(&comparison.lhs, &comparison.rhs)
            comparison.op = comparison.op.mirrored
        }
        switch comparison.op {
        case .equal, .notEqual:
            return comparison.options.isEmpty ? try translateEquality(comparison) : try translateStringComparison(comparison)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard comparison.options.isEmpty else {
                throw TranslationFailure(
                    .comparisonOptions,
                    "'\(comparison.operatorSpelling)' has no exact #Predicate equivalent "
                        + "(caseInsensitiveCompare/localizedCompare are Apple-only and differ in semantics).",
                    column: comparison.operatorColumn)
            }
            return try translateOrdering(comparison)
        case .beginsWith, .endsWith, .like, .matches:
            return try translateStringComparison(comparison)
        case .contains, .in:
            return try translateMembership(comparison)
        case .between:
            return try translateBetween(comparison)
        case .utiConformsTo, .utiEquals:
            throw TranslationFailure(.noEquivalent, "'\(comparison.op.rawValue)' has no #Predicate equivalent.", column: comparison.operatorColumn)
        }
    }

    /// Raised when two key paths differ in optionality: `#Predicate` does not promote
    /// `Int` to `Int?` between key paths, so both sides are unwrapped instead.
    private struct OptionalityMismatch: Error {}

    private func translateEquality(_ comparison: Comparison) throws -> SwiftText {
        let qualifiers = collectionQualifiers
        do {
            return try translateOptionalEquality(comparison)
        } catch is OptionalityMismatch {
            collectionQualifiers = qualifiers
            if comparison.op == .notEqual { warnNotEqualNil(comparison) }
            // nil == v is false and nil != v is true, as with optional chaining.
            let equal = try emit { emission -> SwiftText in
                let lhs = try resolveOperand(
                    comparison.lhs, in: &emission, mode: .nonOptional,
                    quantifier: comparison.quantifier, quantifierColumn: comparison.column)
                let rhs = try resolveOperand(comparison.rhs, in: &emission, mode: .nonOptional)
                guard case .value(let left) = lhs, case .value(let right) = rhs else {
                    throw TranslationFailure(.unsupported, "Cannot compare these operands.", column: comparison.operatorColumn)
                }
                try checkCompatible(left.type, right.type, column: comparison.operatorColumn)
                return .binary(left.text, "==", right.text, .comparison)
            }
            return comparison.op == .equal ? equal : .not(equal)
        }
    }

    private func translateOptionalEquality(_ comparison: Comparison) throws -> SwiftText {
        let isEqual = comparison.op == .equal
        let op = isEqual ? "==" : "!="
        return try emit { emission in
            let lhs = try resolveOperand(
                comparison.lhs, in: &emission, mode: .optionalAllowed,
                quantifier: comparison.quantifier, quantifierColumn: comparison.column)
            let rhs = try resolveOperand(comparison.rhs, in: &emission, mode: .optionalAllowed)
            guard case .value(let left) = lhs else {
                throw TranslationFailure(.unsupported, "The comparison has no key path on either side.", column: comparison.column)
            }
            if left.type.isCollection {
                throw TranslationFailure(
                    .unsupported, "'\(describe(comparison.lhs))' is a collection; compare its elements with ANY/ALL/NONE, or test membership with CONTAINS.",
                    column: comparison.lhs.column)
            }
            switch rhs {
            case .null:
                guard left.isOptional else {
                    let constant = isEqual ? "false" : "true"
                    warn(
                        .nonOptionalNil,
                        "'\(describe(comparison.lhs))' is not optional; '\(op) nil' is always \(constant). Emitted '\(constant)'.",
                        column: comparison.operatorColumn)
                    return SwiftText(constant)
                }
                return .binary(left.text, op, SwiftText("nil"), .comparison)
            case .value(let right):
                try checkCompatible(left.type, right.type, column: comparison.operatorColumn)
                if left.isOptional != right.isOptional { throw OptionalityMismatch() }
                if !isEqual && left.isOptional { warnNotEqualNil(comparison) }
                return .binary(left.text, op, right.text, .comparison)
            default:
                break
            }
            if case .entity(let name) = left.type {
                return try translateObjectEquality(left, rhs, entity: name, op: op, comparison: comparison)
            }
            let right = try coerce(rhs, to: left.type)
            if !left.isOptional, left.type == .scalar(.bool), right == "true" || right == "false" {
                // `isComplete == NO` reads best as `!item.isComplete` (as in the migration guide).
                return (right == "true") == isEqual ? left.text : .not(left.text)
            }
            if left.isCount, !left.isOptional, right == "0", left.text.text.hasSuffix(".count") {
                let isEmpty = SwiftText(String(left.text.text.dropLast(".count".count)) + ".isEmpty")
                return isEqual ? isEmpty : .not(isEmpty)
            }
            if !isEqual && left.isOptional { warnNotEqualNil(comparison) }
            return .binary(left.text, op, SwiftText(right), .comparison)
        }
    }

    func warnNotEqualNil(_ comparison: Comparison) {
        warn(
            .notEqualNil,
            "nil != value is true in #Predicate; SQL NULL semantics would exclude the row. "
                + "Add '\(describe(comparison.lhs)) != nil &&' if store semantics are intended.",
            column: comparison.operatorColumn)
    }

    /// `owner == %@`: models are compared through their persistent identifier.
    private func translateObjectEquality(
        _ left: TypedValue, _ rhs: Operand, entity: String, op: String,
        comparison: Comparison
    ) throws -> SwiftText {
        guard case .captured(let index, _, let column) = rhs else {
            throw TranslationFailure(.typeMismatch, "Cannot compare the object '\(describe(comparison.lhs))' with a literal.", column: comparison.rhs.column)
        }
        if schema.entity(named: entity)?.kind.comparesByIdentifier ?? false {
            warn(
                .capturedObject,
                "Captured values must be Codable & Sendable. "
                    + "Compare persistentModelID instead: let id = obj.persistentModelID; … $0.rel?.persistentModelID == id.",
                column: column)
            let identifier = bindDerived(index, value: "\(arguments[index]).persistentModelID")
            let receiver = left.text.operand(atMost: .atom) + (left.isOptional ? "?." : ".") + "persistentModelID"
            return .binary(SwiftText(receiver), op, SwiftText(identifier), .comparison)
        }
        let value = capture(index, type: entity, column: column)
        return .binary(left.text, op, SwiftText(value), .comparison)
    }

    private func translateOrdering(_ comparison: Comparison) throws -> SwiftText {
        try emit { emission in
            let lhs = try resolveOperand(
                comparison.lhs, in: &emission, mode: .nonOptional,
                quantifier: comparison.quantifier, quantifierColumn: comparison.column)
            let rhs = try resolveOperand(comparison.rhs, in: &emission, mode: .nonOptional)
            guard case .value(let left) = lhs else {
                throw TranslationFailure(.unsupported, "The comparison has no key path on either side.", column: comparison.column)
            }
            guard case .scalar(let scalar) = left.type, scalar.isOrdered else {
                throw TranslationFailure(
                    .typeMismatch, "'\(comparison.op.rawValue)' needs a number, string or date, not \(left.type.swiftName).", column: comparison.operatorColumn)
            }
            if case .null = rhs {
                throw TranslationFailure(.unsupported, "An ordering comparison with nil never matches; remove it.", column: comparison.rhs.column)
            }
            let right = try coerce(rhs, to: left.type)
            return .binary(left.text, comparison.op.rawValue, SwiftText(right), .comparison)
        }
    }
}
