/// The type of a value met while walking a key path.
enum NodeType: Equatable {
    case entity(String)
    case scalar(ScalarType)
    case toMany(entity: String?, ordered: Bool)
    case collection(ScalarType, ordered: Bool)

    init(_ type: PropertyType) {
        switch type {
        case .scalar(let scalar): self = .scalar(scalar)
        case .toOne(let entity): self = .entity(entity)
        case .toMany(let entity, let ordered): self = .toMany(entity: entity, ordered: ordered)
        case .collection(let element, let ordered): self = .collection(element, ordered: ordered)
        }
    }

    var isCollection: Bool {
        switch self {
        case .toMany, .collection: true
        default: false
        }
    }

    var swiftName: String {
        switch self {
        case .entity(let name): name
        case .scalar(let scalar): scalar.swiftName
        case .toMany(let entity, _): "[\(entity ?? "Any")]"
        case .collection(let element, _): "[\(element.swiftName)]"
        }
    }
}

/// Where a key path starts: the evaluated object or a SUBQUERY variable.
struct PathRoot {
    var name: String
    var type: NodeType
}

/// A literal known at codemod time, from the format string or from a literal argument.
enum LiteralValue: Equatable {
    case string(String)
    case number(Double, swiftText: String, isInteger: Bool)
    case bool(Bool)
}

/// A resolved operand of a comparison.
enum Operand {
    /// A value computed from the evaluated object: a key path, arithmetic …
    case value(TypedValue)
    case literal(LiteralValue, column: Int)
    case null(column: Int)
    /// A substitution argument whose type comes from the other operand.
    case captured(index: Int, conversion: ArgumentConversion, column: Int)
    case template(name: String, column: Int)
    case aggregate([Operand], column: Int)

    var column: Int? {
        switch self {
        case .value: nil
        case .literal(_, let column), .null(let column), .captured(_, _, let column), .template(_, let column),
            .aggregate(_, let column):
            column
        }
    }
}

struct TypedValue {
    var text: SwiftText
    var type: NodeType
    var isOptional: Bool
    /// Ends with `.count` of a collection (so `== 0` can become `isEmpty`).
    var isCount = false
}

/// How a key path's value is needed.
enum ValueMode {
    /// `==`, `!=`: an optional chain (`owner?.name`) is fine.
    case optionalAllowed
    /// Ordering, string operations, membership: unwrap with `flatMap`.
    case nonOptional
}

/// One step of a key path, with the type it leads to.
private enum Hop {
    case member(name: String, isOptional: Bool, type: NodeType)
    /// Cross a to-many relationship or collection: iterate its elements.
    case iterate(element: NodeType, parameterBase: String)
    case count
    case length
    case first(last: Bool, element: NodeType)
    case subscriptIndex(String, element: NodeType)
}

extension TranslationSession {
    /// Splits `a.b[FIRST].@count` into its root and components, iteratively.
    func flattenKeyPath(_ expression: Expression) -> (root: Expression, components: [Expression])? {
        var components: [Expression] = []
        var current = expression
        while true {
            switch current.kind {
            case .member(let base, _), .index(let base, _):
                components.append(current)
                current = base
            case .collectionOperator(let base, let name, _) where name.lowercased() == "count":
                components.append(current)
                current = base
            case .key, .evaluatedObject, .variable:
                return (current, components.reversed())
            default:
                return nil
            }
        }
    }

    /// Whether `expression` is a key path (as opposed to a constant).
    func isKeyPath(_ expression: Expression) -> Bool {
        guard let (root, _) = flattenKeyPath(expression) else {
            if case .collectionOperator = expression.kind { return true }
            if case .binary = expression.kind { return true }
            if case .negate = expression.kind { return true }
            if case .function = expression.kind { return true }
            if case .ternary = expression.kind { return true }
            return false
        }
        if case .variable(let name) = root.kind { return variables[name] != nil }
        return true
    }

    /// Resolves a key path into Swift text, adding the closures it needs to `emission`.
    /// `quantifier` applies to the first to-many hop (nil: implicit ANY, with a warning).
    func resolveKeyPath(
        _ expression: Expression, in emission: inout Emission, mode: ValueMode,
        quantifier: Comparison.Quantifier?, quantifierColumn: Int
    ) throws -> TypedValue {
        guard let (rootExpression, components) = flattenKeyPath(expression) else {
            throw TranslationFailure(.unsupported, "Expected a key path.", column: expression.column)
        }
        var root: PathRoot
        var keys: [Expression] = components
        switch rootExpression.kind {
        case .variable(let name):
            guard let bound = variables[name] else {
                throw TranslationFailure(.unsupported, "Variable $\(name) is not bound here.", column: rootExpression.column)
            }
            root = bound
        case .key, .evaluatedObject:
            // Inside SUBQUERY, whether a bare key means the element or the evaluated object is
            // not documented; only the variable (`$t.name`) is unambiguous.
            if subqueryDepth > 0 {
                throw TranslationFailure(
                    .unsupported, "Inside SUBQUERY, refer to the element through its variable ($x.key); a bare key or SELF is ambiguous.",
                    column: rootExpression.column)
            }
            root = currentRoot()
            if case .key = rootExpression.kind { keys.insert(rootExpression, at: 0) }
        default:
            root = currentRoot()
        }
        if root.name == rootName { rootIsUsed = true }

        // Phase 1: types. Key names are checked against the schema before anything is emitted.
        var hops: [Hop] = []
        var type = root.type
        var lastName = root.name
        for component in keys {
            let name: String?
            switch component.kind {
            case .key(let key), .member(_, let key): name = key
            default: name = nil
            }
            if let name {
                if case .toMany(let entity, _) = type {
                    guard let entity else {
                        throw TranslationFailure(
                            .unknownKey,
                            "The destination of to-many relationship '\(lastName)' is not known; "
                                + "declare it as [Entity] or Set<Entity>, or use the .xcdatamodeld.",
                            column: component.column)
                    }
                    hops.append(.iterate(element: .entity(entity), parameterBase: SwiftNames.lowerCamel(entity)))
                    type = .entity(entity)
                } else if case .collection(let element, _) = type {
                    hops.append(.iterate(element: .scalar(element), parameterBase: SwiftNames.singular(lastName)))
                    type = .scalar(element)
                }
                switch type {
                case .entity(let entityName):
                    guard let property = schema.entity(named: entityName)?.property(named: name) else {
                        throw TranslationFailure(.unknownKey, "'\(entityName)' has no attribute or relationship named '\(name)'.", column: component.column)
                    }
                    hops.append(.member(name: name, isOptional: property.isOptional, type: NodeType(property.type)))
                    type = NodeType(property.type)
                case .scalar(.string) where name == "length":
                    hops.append(.length)
                    type = .scalar(.integer("Int"))
                default:
                    throw TranslationFailure(.unknownKey, "'\(lastName)' of type \(type.swiftName) has no key '\(name)'.", column: component.column)
                }
                lastName = name
                continue
            }
            guard type.isCollection else {
                throw TranslationFailure(.unsupported, "'\(lastName)' is not a collection.", column: component.column)
            }
            let element: NodeType =
                switch type {
                case .toMany(let entity, _): .entity(entity ?? "Any")
                case .collection(let scalar, _): .scalar(scalar)
                default: type
                }
            switch component.kind {
            case .collectionOperator, .index(_, .size):
                hops.append(.count)
                type = .scalar(.integer("Int"))
            case .index(_, .first), .index(_, .last):
                var isLast = false
                if case .index(_, .last) = component.kind { isLast = true }
                hops.append(.first(last: isLast, element: element))
                type = element
                warn(
                    .unorderedIndex,
                    "[FIRST], [LAST] and [n] depend on the order of '\(lastName)'; "
                        + "a Core Data to-many relationship is unordered unless marked ordered, and an index out of range throws.",
                    column: component.column)
            case .index(_, .expression(let index)):
                guard case .number(_, let text, true) = index.kind else {
                    throw TranslationFailure(.unsupported, "Only integer literal indexes are supported.", column: index.column)
                }
                hops.append(.subscriptIndex(text, element: element))
                type = element
                warn(
                    .unorderedIndex,
                    "[FIRST], [LAST] and [n] depend on the order of '\(lastName)'; "
                        + "a Core Data to-many relationship is unordered unless marked ordered, and an index out of range throws.",
                    column: component.column)
            default:
                throw TranslationFailure(.unsupported, "Unsupported key path component.", column: component.column)
            }
        }
        // An explicit ANY/ALL/NONE on a path that ends at a collection iterates its elements.
        if quantifier != nil, !hops.contains(where: { if case .iterate = $0 { true } else { false } }) {
            switch type {
            case .toMany(let entity, _):
                hops.append(.iterate(element: .entity(entity ?? "Any"), parameterBase: SwiftNames.lowerCamel(entity ?? "element")))
                type = .entity(entity ?? "Any")
            case .collection(let element, _):
                hops.append(.iterate(element: .scalar(element), parameterBase: SwiftNames.singular(lastName)))
                type = .scalar(element)
            default:
                throw TranslationFailure(.unsupported, "\(quantifier!.rawValue) needs a to-many key path.", column: quantifierColumn)
            }
        }

        // Phase 2: text.
        let iterations = hops.filter { if case .iterate = $0 { true } else { false } }.count
        if iterations > 0 {
            collectionQualifiers += 1
            if quantifier == nil {
                warn(
                    .implicitAny, "To-many key path '\(describe(expression))' compared without ANY/ALL/NONE; translated as ANY (Core Data SQL semantics).",
                    column: expression.column)
            }
            if iterations > 1 {
                warn(
                    .sqliteToManyLimit,
                    "Core Data's SQLite store allows only one to-many relationship per key path and one ALL/ANY/IN per predicate; "
                        + "SwiftData (Core Data-backed) is likely to reject this at fetch time.",
                    column: expression.column)
            }
        }
        let iterateAll = quantifier == .all
        let firstWrapper = emission.wrappers.count
        var text = SwiftNames.member(root.name)
        var isOptional = false
        var isCount = false
        var parameterBase = root.name
        // The (unwrapped) type of `text`, for closure parameter annotations.
        var valueType = root.type
        for (index, hop) in hops.enumerated() {
            // A `?.` chain is only kept when nothing after it needs the unwrapped value.
            let laterNeedsValue =
                mode == .nonOptional
                || hops[index...].contains {
                    if case .member = $0 { false } else { true }
                }
            func unwrap() {
                let parameter = allocateName(parameterBase)
                emission.wrappers.append(.unwrap(receiver: text, parameter: closureHead(parameter, valueType), emptyResult: false))
                text = parameter
                isOptional = false
            }
            switch hop {
            case .member(let name, let propertyIsOptional, let type):
                if isOptional {
                    if laterNeedsValue {
                        unwrap()
                        text += "." + SwiftNames.member(name)
                    } else {
                        text += "?." + SwiftNames.member(name)
                    }
                } else {
                    text += "." + SwiftNames.member(name)
                }
                isOptional = isOptional || propertyIsOptional
                parameterBase = name
                valueType = type
            case .iterate(let element, let base):
                // An optional collection is unwrapped (nil counts as empty: false for ANY, true for
                // ALL, below), never read through `?? []`: the macro captures that `[]` as a value,
                // which must be Codable, and `@Model` classes are not.
                if isOptional { unwrap() }
                let collection = text
                let parameter = allocateName(base)
                emission.wrappers.append(.iterate(collection: collection, parameter: closureHead(parameter, element), all: iterateAll))
                valueType = element
                text = parameter
                isOptional = false
                parameterBase = base
            case .count:
                if isOptional {
                    let parameter = allocateName(parameterBase)
                    text = "(\(text).flatMap { \(closureHead(parameter, valueType)) in \(parameter).count } ?? 0)"
                } else {
                    text += ".count"
                }
                isOptional = false
                isCount = true
                valueType = .scalar(.integer("Int"))
            case .length:
                if isOptional { unwrap() }
                text += ".count"
                isCount = true
                valueType = .scalar(.integer("Int"))
            case .first(let last, let element):
                if isOptional {
                    let parameter = allocateName(parameterBase)
                    text = "\(text).flatMap { \(closureHead(parameter, valueType)) in \(parameter)\(last ? ".last" : ".first") }"
                } else {
                    text += last ? ".last" : ".first"
                }
                isOptional = true
                parameterBase = SwiftNames.lowerCamel(element.swiftName)
                valueType = element
            case .subscriptIndex(let index, let element):
                if isOptional { unwrap() }
                text += "[\(index)]"
                valueType = element
            }
        }
        if mode == .nonOptional && isOptional {
            let parameter = allocateName(parameterBase)
            emission.wrappers.append(.unwrap(receiver: text, parameter: closureHead(parameter, valueType), emptyResult: false))
            text = parameter
            isOptional = false
        }
        // A nil hop before an ALL behaves as an empty collection: true, like ALL over nothing.
        for position in firstWrapper..<emission.wrappers.count {
            guard case .unwrap(let receiver, let parameter, _) = emission.wrappers[position] else { continue }
            let allFollows = emission.wrappers[(position + 1)...].contains {
                if case .iterate(_, _, true) = $0 { true } else { false }
            }
            emission.wrappers[position] = .unwrap(receiver: receiver, parameter: parameter, emptyResult: allFollows)
        }
        return TypedValue(text: SwiftText(text), type: type, isOptional: isOptional, isCount: isCount)
    }

    /// `(tag: Tag)`: closure parameters carry their type, which keeps the type checker within
    /// its time limit on compound predicates (an unannotated four-closure predicate timed out).
    /// Types guessed from an `.xcdatamodeld`, and collection types (Array or Set), stay implicit.
    func closureHead(_ name: String, _ type: NodeType) -> String {
        guard annotatesClosureParameters else { return name }
        switch type {
        case .entity(let entity): return "(\(name): \(entity))"
        case .scalar(let scalar): return "(\(name): \(scalar.swiftName))"
        case .toMany, .collection: return name
        }
    }

    /// The evaluated object.
    func currentRoot() -> PathRoot {
        PathRoot(name: rootName, type: .entity(entityName))
    }

    /// The key path as written, for messages.
    func describe(_ expression: Expression) -> String {
        guard let (root, components) = flattenKeyPath(expression) else { return "…" }
        var parts: [String] = []
        switch root.kind {
        case .key(let name): parts.append(name)
        case .variable(let name): parts.append("$" + name)
        default: parts.append("SELF")
        }
        for component in components {
            switch component.kind {
            case .member(_, let name): parts.append(name)
            case .collectionOperator(_, let name, _): parts.append("@" + name)
            default: break
            }
        }
        return parts.joined(separator: ".")
    }
}
