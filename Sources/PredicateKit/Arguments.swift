import Foundation

/// What a substitution argument (`--arg` / the Swift call's variadic argument) is.
enum ArgumentValue: Equatable {
    /// A literal the translator can inline or use at codemod time (`"Milk"`, `3`, `false`).
    case literal(LiteralValue)
    case null
    /// A plain identifier: captured as it is.
    case identifier(String)
    /// Anything else: bound to a `let` before the macro.
    case expression(String)

    /// Casts that only fed Objective-C's variadic argument list (`x as CVarArg`, `d as NSDate`):
    /// the macro captures the Swift value, so they go (`ids as [NSUUID]` is `ids`, a `[UUID]`).
    static let bridgingCasts = [
        "CVarArg", "NSDate", "NSNumber", "NSString", "NSUUID", "NSURL", "NSData", "NSArray", "NSSet", "NSObject", "AnyObject",
        "[NSUUID]", "[NSString]", "[NSNumber]", "[NSDate]", "[NSURL]",
    ]

    static func withoutBridgingCast(_ text: String) -> String {
        for cast in bridgingCasts where text.hasSuffix(" as " + cast) {
            return String(text.dropLast(cast.count + 4)).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    static func classify(_ source: String) -> ArgumentValue {
        let text = withoutBridgingCast(source.trimmingCharacters(in: .whitespaces))
        if text == "nil" || text == "NSNull()" { return .null }
        if text == "true" || text == "false" { return .literal(.bool(text == "true")) }
        // `NSNumber(value: x)` only boxes x for a variadic Objective-C argument list.
        for prefix in ["NSNumber(value:", "NSNumber(booleanLiteral:", "NSNumber(integerLiteral:", "NSNumber(floatLiteral:"]
        where text.hasPrefix(prefix) && text.hasSuffix(")") {
            return classify(String(text.dropFirst(prefix.count).dropLast()))
        }
        if let number = numberLiteral(text) { return .literal(number) }
        if text.hasPrefix("\"") || text.hasPrefix("#"), let string = SwiftStringLiteral.decode(text) { return .literal(.string(string)) }
        if isIdentifier(text) { return .identifier(text) }
        return .expression(text)
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            && !SwiftNames.keywords.contains(text)
    }

    private static func numberLiteral(_ text: String) -> LiteralValue? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        if let value = Int(digits) { return .number(Double(value), swiftText: digits, isInteger: true) }
        if digits.contains("."), let value = Double(digits), digits.first != "." {
            return .number(value, swiftText: digits, isInteger: false)
        }
        return nil
    }
}

/// Replaces `%K` substitutions by the key path they name, when the key is known now.
enum KeyPathArguments {
    static func resolve(_ node: PredicateNode, arguments: [String]) throws -> PredicateNode {
        switch node {
        case .constant: return node
        case .and(let lhs, let rhs): return .and(try resolve(lhs, arguments: arguments), try resolve(rhs, arguments: arguments))
        case .or(let lhs, let rhs): return .or(try resolve(lhs, arguments: arguments), try resolve(rhs, arguments: arguments))
        case .not(let inner, let column): return .not(try resolve(inner, arguments: arguments), column: column)
        case .comparison(var comparison):
            comparison.lhs = try resolve(comparison.lhs, arguments: arguments)
            comparison.rhs = try resolve(comparison.rhs, arguments: arguments)
            return .comparison(comparison)
        }
    }

    static func resolve(_ expression: Expression, arguments: [String]) throws -> Expression {
        let column = expression.column
        func map(_ inner: Expression) throws -> Expression { try resolve(inner, arguments: arguments) }
        switch expression.kind {
        case .argument(let index, .keyPath):
            return keyPathExpression(try substitutedKey(index, arguments: arguments, column: column), column: column)
        case .member(let base, let name): return Expression(.member(try map(base), name), column: column)
        case .memberKeyPath(let base, let index):
            return keyPathExpression(try substitutedKey(index, arguments: arguments, column: column), column: column, base: try map(base))
        case .collectionOperator(let base, let name, let key):
            return Expression(.collectionOperator(try map(base), name: name, key: key), column: column)
        case .index(let base, let kind): return Expression(.index(try map(base), kind), column: column)
        case .aggregate(let elements): return Expression(.aggregate(try elements.map(map)), column: column)
        case .binary(let op, let lhs, let rhs): return Expression(.binary(op, try map(lhs), try map(rhs)), column: column)
        case .negate(let inner): return Expression(.negate(try map(inner)), column: column)
        case .function(let name, let args): return Expression(.function(name, try args.map(map)), column: column)
        case .subquery(let collection, let variable, let predicate):
            return Expression(
                .subquery(
                    collection: try map(collection), variable: variable,
                    predicate: try resolve(predicate, arguments: arguments)), column: column)
        case .ternary(let condition, let lhs, let rhs):
            return Expression(.ternary(try resolve(condition, arguments: arguments), try map(lhs), try map(rhs)), column: column)
        default:
            return expression
        }
    }

    /// `"owner.name"`, `#keyPath(Item.owner.name)` or `\Item.owner.name` → `owner.name`.
    static func literalKey(_ argument: String) -> String? {
        let text = argument.trimmingCharacters(in: .whitespaces)
        if case .literal(.string(let key)) = ArgumentValue.classify(text) { return key.isEmpty ? nil : key }
        var path: String?
        if text.hasPrefix("#keyPath("), text.hasSuffix(")") {
            path = String(text.dropFirst("#keyPath(".count).dropLast())
        } else if text.hasPrefix("\\") {
            path = String(text.dropFirst())
        }
        guard let path else { return nil }
        let components = path.split(separator: ".").map(String.init)
        // The first component names the type (`Item`); a leading `.` key path has none.
        let keys = path.hasPrefix(".") ? components : Array(components.dropFirst())
        guard !keys.isEmpty, keys.allSatisfy(ArgumentValue.isIdentifier) else { return nil }
        return keys.joined(separator: ".")
    }

    /// The literal key argument `index` substitutes for `%K`, or the refusal of a key known only at run time.
    static func substitutedKey(_ index: Int, arguments: [String], column: Int) throws -> String {
        guard index < arguments.count, let key = literalKey(arguments[index]) else {
            throw TranslationFailure(
                .runtimeKeyPath,
                "%K substitutes a key path at run time; #Predicate requires static key paths. "
                    + "Generate one #Predicate per key (e.g. a switch outside the macro).",
                column: column)
        }
        return key
    }

    /// `owner.name` as key path components, from `base` (`base.owner.name`) or from the object.
    static func keyPathExpression(_ key: String, column: Int, base: Expression? = nil) -> Expression {
        let parts = key.split(separator: ".").map(String.init)
        var result = base ?? Expression(.key(parts[0]), column: column)
        for part in base == nil ? parts.dropFirst() : parts[...] {
            if part.hasPrefix("@") {
                result = Expression(.collectionOperator(result, name: String(part.dropFirst()), key: []), column: column)
            } else {
                result = Expression(.member(result, part), column: column)
            }
        }
        return result
    }
}

extension TranslationSession {
    /// The Swift text for argument `index` used as a `type` value: an inline identifier or
    /// a `let argN` binding declared before the macro.
    func capture(_ index: Int, type: String?, convert: ((String) -> String)? = nil, column: Int) -> String {
        let source = arguments[index]
        if let name = boundArguments[index] { return name }
        // An identifier is captured as it is, unless the closure parameter would shadow it.
        if convert == nil, case .identifier(let name) = ArgumentValue.classify(source), name != rootName { return name }
        let name = "arg\(index)"
        let value = convert?(source) ?? source
        bindings.append(PredicateTranslation.Binding(name: name, type: convert == nil ? type : nil, value: value, isThrowing: false))
        boundArguments[index] = name
        reservedNames.insert(name)
        return name
    }

    /// A binding whose value is computed from the argument (`try Regex(…)`, `.persistentModelID`).
    func bindDerived(_ index: Int, suffix: String = "", value: String, isThrowing: Bool = false) -> String {
        let name = "arg\(index)\(suffix)"
        if bindings.contains(where: { $0.name == name }) { return name }
        bindings.append(PredicateTranslation.Binding(name: name, type: nil, value: value, isThrowing: isThrowing))
        reservedNames.insert(name)
        return name
    }

    /// A `$NAME` template variable, declared as a parameter of the generated function.
    func templateParameter(_ variable: String, type: String, column: Int) -> String {
        var name = SwiftNames.lowerCamel(variable)
        if SwiftNames.keywords.contains(name) || name == rootName { name += "Value" }
        if !templateParameters.contains(where: { $0.name == name }) {
            templateParameters.append(PredicateTranslation.TemplateParameter(name: name, type: type))
            reservedNames.insert(name)
            note(
                .templateVariable, "Template variable $\(variable) became the parameter '\(name): \(type)' of a function returning the predicate.",
                column: column)
        }
        return name
    }
}
