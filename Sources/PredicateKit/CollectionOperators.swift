/// IN / CONTAINS membership, BETWEEN, `@max`/`@min` and SUBQUERY.
extension TranslationSession {
    func translateMembership(_ comparison: Comparison) throws -> SwiftText {
        try emit { emission in
            // The quantifier belongs to the left operand in both spellings.
            let left = try resolveOperand(
                comparison.lhs, in: &emission, mode: .nonOptional,
                quantifier: comparison.quantifier, quantifierColumn: comparison.column)
            let right = try resolveOperand(comparison.rhs, in: &emission, mode: .nonOptional)
            let (container, element) = comparison.op == .contains ? (left, right) : (right, left)
            // A string container makes CONTAINS / IN a substring test.
            if case .value(let value) = container, value.type == .scalar(.string) {
                return try stringOperation(.contains, subject: value.text, pattern: element, comparison: comparison)
            }
            // `ANY tags.name IN %@` is one qualifier; a bare `x IN %@` counts on its own.
            if comparison.op == .in && comparison.quantifier == nil { collectionQualifiers += 1 }
            if !comparison.options.isEmpty {
                return try caseInsensitiveIn(container: container, element: element, comparison: comparison)
            }
            return try membership(container: container, element: element, comparison: comparison)
        }
    }

    private func membership(container: Operand, element: Operand, comparison: Comparison) throws -> SwiftText {
        // `%@ CONTAINS ''` reads nothing of the object: computed once, before the macro.
        if case .captured(let index, _, _) = container, comparison.op == .contains, comparison.quantifier == nil,
            case .literal(.string(let text), _) = element
        {
            return hoistedMembership(argument: index, element: SwiftLiteral.string(text))
        }
        switch container {
        case .aggregate(let items, _):
            guard case .value(let value) = element else { break }
            // `x IN {}` never matches; `[]` would not even type-check.
            if items.isEmpty { return SwiftText("false") }
            let texts = try items.map { try coerce($0, to: value.type) }
            // Bound outside the macro with its type: an array literal inside a larger predicate
            // can exceed the type checker's time limit (seen with `[1, 5].contains(…) || …`).
            let base = describe(comparison.op == .in ? comparison.lhs : comparison.rhs).split(separator: ".").last.map(String.init) ?? "value"
            let name = allocateBindingName(SwiftNames.lowerCamel(base.filter { $0.isLetter || $0.isNumber }) + "Values")
            bindings.append(
                PredicateTranslation.Binding(
                    name: name, type: "[\(value.type.swiftName)]",
                    value: "[\(texts.joined(separator: ", "))]", isThrowing: false))
            return SwiftText("\(name).contains(\(value.text.text))")
        case .captured(let index, _, let column):
            guard case .value(let value) = element else { break }
            if case .entity(let name) = value.type, schema.entity(named: name)?.kind.comparesByIdentifier ?? false {
                warn(
                    .capturedObject,
                    "Captured values must be Codable & Sendable. "
                        + "Compare persistentModelID instead: let id = obj.persistentModelID; … $0.rel?.persistentModelID == id.",
                    column: column)
                let identifiers = bindDerived(index, value: "\(arguments[index]).map(\\.persistentModelID)")
                return SwiftText("\(identifiers).contains(\(value.text.operand(atMost: .atom)).persistentModelID)")
            }
            let isArrayLiteral = arguments[index].trimmingCharacters(in: .whitespaces).hasPrefix("[")
            let name = capture(index, type: isArrayLiteral ? "[\(value.type.swiftName)]" : nil, column: column)
            return SwiftText("\(name).contains(\(value.text.text))")
        case .template(let name, let column):
            guard case .value(let value) = element else { break }
            let parameter = templateParameter(name, type: "[\(value.type.swiftName)]", column: column)
            return SwiftText("\(parameter).contains(\(value.text.text))")
        case .value(let collection):
            let receiver = collection.text.operand(atMost: .atom)
            switch collection.type {
            case .collection(let scalar, _):
                return SwiftText("\(receiver).contains(\(try coerce(element, to: .scalar(scalar))))")
            case .toMany(let entityName, _):
                guard let entityName, case .captured(let index, _, let column) = element else { break }
                if schema.entity(named: entityName)?.kind.comparesByIdentifier ?? false {
                    warn(
                        .capturedObject,
                        "Captured values must be Codable & Sendable. "
                            + "Compare persistentModelID instead: let id = obj.persistentModelID; … $0.rel?.persistentModelID == id.",
                        column: column)
                    let identifier = bindDerived(index, value: "\(arguments[index]).persistentModelID")
                    let parameter = allocateName(SwiftNames.lowerCamel(entityName))
                    return SwiftText(
                        "\(receiver).contains { \(closureHead(parameter, .entity(entityName))) in \(parameter).persistentModelID == \(identifier) }")
                }
                return SwiftText("\(receiver).contains(\(capture(index, type: entityName, column: column)))")
            default:
                break
            }
        default:
            break
        }
        throw TranslationFailure(
            .unsupported,
            "'\(comparison.op.rawValue)' is translated for a key path tested against an aggregate {…}, a substitution argument or a collection key path.",
            column: comparison.operatorColumn)
    }

    /// `%@ CONTAINS 'x'`: `let argNContains: Bool = arg.contains(where: { $0 == "x" })` before the
    /// macro. `contains(where:)` is membership for a collection, as `CONTAINS` is; on a string
    /// argument it compares characters, so a one-character literal is the substring test it was,
    /// and a longer or empty one (where a string's `CONTAINS` would mean something else) does not
    /// compile rather than change meaning.
    private func hoistedMembership(argument index: Int, element: String) -> SwiftText {
        let name = allocateBindingName("arg\(index)Contains")
        reservedNames.insert(name)
        bindings.append(
            PredicateTranslation.Binding(
                name: name, type: "Bool", value: "\(arguments[index]).contains(where: { $0 == \(element) })", isThrowing: false))
        return SwiftText(name)
    }

    /// `title IN[c] {'milk', 'eggs'}` → one anchored, case-insensitive alternation.
    private func caseInsensitiveIn(container: Operand, element: Operand, comparison: Comparison) throws -> SwiftText {
        let spelling = comparison.operatorSpelling
        let column = comparison.operatorColumn
        if comparison.options.contains(.diacriticInsensitive) {
            throw TranslationFailure(
                .diacriticInsensitive,
                "'\(spelling)' is diacritic-insensitive; #Predicate has no diacritic-insensitive string operation on this platform. "
                    + "Precompute a folded attribute (e.g. searchKey = value.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)) "
                    + "and compare against it.",
                column: column)
        }
        guard comparison.options == .caseInsensitive, case .aggregate(let items, _) = container,
            case .value(let value) = element, value.type == .scalar(.string)
        else {
            throw TranslationFailure(
                .comparisonOptions,
                "'\(spelling)' has no exact #Predicate equivalent (caseInsensitiveCompare/localizedCompare are Apple-only and differ in semantics).",
                column: column)
        }
        var alternatives: [String] = []
        for item in items {
            guard case .literal(.string(let text), _) = item else {
                throw TranslationFailure(.comparisonOptions, "'\(spelling)' is translated only for literal strings.", column: column)
            }
            alternatives.append(SwiftLiteral.regexEscaped(text))
        }
        guard target.supportsRegex else {
            throw TranslationFailure(
                .caseInsensitiveNeedsRegex,
                "Case-insensitive '\(spelling)' needs Regex support in #Predicate (iOS 18 / macOS 15). "
                    + "localizedStandardContains(_:) would also ignore diacritics and is not equivalent to [c].",
                column: column)
        }
        warn(
            .caseFolding,
            "'[c]' translated to a (?i) regex; Swift Regex uses simple case folding ('ß' ≠ 'SS'), and NSString case-insensitive comparison may not.",
            column: column)
        let pattern = "(?i)\\A(?:" + alternatives.joined(separator: "|") + ")\\z"
        return SwiftText("\(value.text.operand(atMost: .atom)).contains(\(SwiftLiteral.regex(pattern)))")
    }

    /// `x BETWEEN {lo, hi}` → `x >= lo && x <= hi` (inclusive; never a ClosedRange, which traps when lo > hi).
    func translateBetween(_ comparison: Comparison) throws -> SwiftText {
        guard comparison.options.isEmpty else {
            throw TranslationFailure(
                .comparisonOptions,
                "'\(comparison.operatorSpelling)' has no exact #Predicate equivalent "
                    + "(caseInsensitiveCompare/localizedCompare are Apple-only and differ in semantics).",
                column: comparison.operatorColumn)
        }
        return try emit { emission in
            let subject = try resolveOperand(
                comparison.lhs, in: &emission, mode: .nonOptional,
                quantifier: comparison.quantifier, quantifierColumn: comparison.column)
            guard case .value(let value) = subject, case .scalar(let scalar) = value.type, scalar.isOrdered else {
                throw TranslationFailure(.typeMismatch, "BETWEEN needs a number, string or date key path on its left.", column: comparison.lhs.column)
            }
            let bounds = try resolveOperand(comparison.rhs, in: &emission, mode: .nonOptional)
            let lower: String
            let upper: String
            var literalBounds = true
            switch bounds {
            case .aggregate(let items, _) where items.count == 2:
                lower = try coerce(items[0], to: value.type)
                upper = try coerce(items[1], to: value.type)
                literalBounds = items.allSatisfy { if case .literal = $0 { true } else { false } }
            case .captured(let index, _, let column):
                let isArrayLiteral = arguments[index].trimmingCharacters(in: .whitespaces).hasPrefix("[")
                let base = capture(index, type: isArrayLiteral ? "[\(scalar.swiftName)]" : nil, column: column)
                lower = bindDerived(index, suffix: "Lower", value: "\(base)[0]")
                upper = bindDerived(index, suffix: "Upper", value: "\(base)[1]")
                literalBounds = false
            default:
                throw TranslationFailure(
                    .unsupported, "BETWEEN needs {lower, upper} or a substitution argument holding two values.", column: comparison.rhs.column)
            }
            if !literalBounds {
                note(.betweenBounds, "Emitted 'x >= lo && x <= hi' (a ClosedRange over run-time bounds traps when lo > hi).", column: comparison.operatorColumn)
            }
            return .and(
                .binary(value.text, ">=", SwiftText(lower), .comparison),
                .binary(value.text, "<=", SwiftText(upper), .comparison))
        }
    }

    /// The element type of a collection node.
    private func elementType(_ type: NodeType, column: Int) throws -> NodeType {
        switch type {
        case .collection(let scalar, _): return .scalar(scalar)
        case .toMany(let entity?, _): return .entity(entity)
        default: throw TranslationFailure(.unsupported, "Expected a to-many relationship or a collection.", column: column)
        }
    }

    private func parameterBase(for element: NodeType, collection: Expression) -> String {
        if case .entity(let name) = element { return SwiftNames.lowerCamel(name) }
        return SwiftNames.singular(describe(collection).split(separator: ".").last.map(String.init) ?? "element")
    }

    /// `tags.@max.weight > 4` → `tags.contains { $0.weight > 4 }` and the other ANY/ALL rewrites.
    func translateMinMax(_ comparison: Comparison) throws -> SwiftText {
        var comparison = comparison
        if case .collectionOperator = comparison.rhs.kind {
            swap(&comparison.lhs, &comparison.rhs)
            comparison.op = comparison.op.mirrored
        }
        guard case .collectionOperator(let base, let name, let key) = comparison.lhs.kind,
            comparison.options.isEmpty,
            comparison.op == .equal || comparison.op == .notEqual || comparison.op.isOrdering
        else {
            throw TranslationFailure(.unsupported, "'@max'/'@min' are translated only in comparisons such as '> v' or '== v'.", column: comparison.column)
        }
        let isMax = name.lowercased() == "max"
        let op = comparison.op
        let result = try emit { emission -> SwiftText in
            let collection = try resolveKeyPath(base, in: &emission, mode: .nonOptional, quantifier: nil, quantifierColumn: comparison.column)
            let element = try elementType(collection.type, column: base.column)
            let receiver = collection.text.operand(atMost: .atom)
            let bound = try resolveOperand(comparison.rhs, in: &emission, mode: .nonOptional)
            let base = parameterBase(for: element, collection: base)

            func closure(all: Bool, _ swiftOperator: String) throws -> SwiftText {
                let parameter = allocateName(base)
                let saved = variables
                defer {
                    variables = saved
                    activeNames.remove(parameter)
                }
                variables["\u{0}element"] = PathRoot(name: parameter, type: element)
                var path = Expression(.variable("\u{0}element"), column: comparison.lhs.column)
                for part in key { path = Expression(.member(path, part), column: comparison.lhs.column) }
                let inner = try emit { innerEmission -> SwiftText in
                    let value = try resolveKeyPath(path, in: &innerEmission, mode: .nonOptional, quantifier: nil, quantifierColumn: 0)
                    guard case .scalar(let scalar) = value.type, scalar.isOrdered else {
                        throw TranslationFailure(.typeMismatch, "'@\(name)' needs numbers, strings or dates.", column: comparison.lhs.column)
                    }
                    return .binary(value.text, swiftOperator, SwiftText(try coerce(bound, to: value.type)), .comparison)
                }
                return SwiftText("\(receiver).\(all ? "allSatisfy" : "contains") { \(closureHead(parameter, element)) in \(inner.text) }")
            }
            let nonEmpty = SwiftText.not(SwiftText(receiver + ".isEmpty"))
            switch op {
            case .greater, .greaterOrEqual, .less, .lessOrEqual:
                // @max > v ⇔ ANY > v; @min < v ⇔ ANY < v; the others need every element and a non-empty collection.
                let anyElement = isMax == (op == .greater || op == .greaterOrEqual)
                if anyElement { return try closure(all: false, op.rawValue) }
                return .and(nonEmpty, try closure(all: true, op.rawValue))
            default:
                let equal = SwiftText.and(try closure(all: false, "=="), try closure(all: true, isMax ? "<=" : ">="))
                return op == .equal ? equal : .not(equal)
            }
        }
        note(
            .minMaxRewritten, "'@\(name).x op v' rewritten as ANY/ALL; semantics are identical, including for empty collections.", column: comparison.lhs.column
        )
        if op == .notEqual { warnNotEqualNil(comparison) }
        return result
    }

    /// `SUBQUERY(tags, $t, …).@count > 0` → `tags.contains { t in … }`; other counts use `filter`.
    func translateSubqueryCount(_ comparison: Comparison) throws -> SwiftText {
        var comparison = comparison
        if case .collectionOperator(let base, _, _) = comparison.rhs.kind, case .subquery = base.kind {
            swap(&comparison.lhs, &comparison.rhs)
            comparison.op = comparison.op.mirrored
        }
        guard case .collectionOperator(let subquery, _, _) = comparison.lhs.kind,
            case .subquery(let collectionExpression, let variable, let predicate) = subquery.kind,
            comparison.options.isEmpty,
            comparison.op == .equal || comparison.op == .notEqual || comparison.op.isOrdering
        else {
            throw TranslationFailure(.unsupported, "SUBQUERY(…).@count is translated only when compared with a number.", column: comparison.column)
        }
        return try emit { emission -> SwiftText in
            let collection = try resolveKeyPath(collectionExpression, in: &emission, mode: .nonOptional, quantifier: nil, quantifierColumn: 0)
            let element = try elementType(collection.type, column: collectionExpression.column)
            let receiver = collection.text.operand(atMost: .atom)
            let count = try resolveOperand(comparison.rhs, in: &emission, mode: .nonOptional)
            let limit = try coerce(count, to: .scalar(.integer("Int")))
            let parameter = allocateName(variable)
            let saved = variables
            variables[variable] = PathRoot(name: parameter, type: element)
            subqueryDepth += 1
            defer {
                subqueryDepth -= 1
                variables = saved
            }
            let body = try translate(predicate)
            let closure = "{ \(closureHead(parameter, element)) in \(body.text) }"
            switch (comparison.op, limit) {
            case (.greater, "0"), (.notEqual, "0"), (.greaterOrEqual, "1"):
                return SwiftText("\(receiver).contains \(closure)")
            case (.equal, "0"), (.lessOrEqual, "0"), (.less, "1"):
                return .not(SwiftText("\(receiver).contains \(closure)"))
            default:
                return .binary(SwiftText("\(receiver).filter \(closure).count"), comparison.op.rawValue, SwiftText(limit), .comparison)
            }
        }
    }
}
