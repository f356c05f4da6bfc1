import MigrationKit
import SourceSyntax

/// The product ids a StoreKit 1 request is made with, traced back to string literals in the code,
/// for the phased companion (rule `storekit.product-ids` reports what cannot be traced).
///
/// Followed: string literals, array literals, `Set(…)`, `NSSet(object:/array:/objects:) as! Set<String>`,
/// constants (a local `let`, a member of the type with an initializer or a one-expression getter,
/// a top-level `let`), enum cases and their raw values (`E.c.rawValue`, `[.a, .b].map { $0.rawValue }`,
/// `E.allCases.map(\.rawValue)`, the enum found anywhere in the project). Anything else (a
/// parameter, a value decoded from a server response or read from a file) is not traced: the
/// generated code then takes the ids as an argument.
struct ProductIDTracer {
    let file: SourceFile
    /// The type whose members may hold the constants.
    let type: Decl?
    /// The function the request is made in, for its local constants.
    let function: Decl?
    /// The cases of a `String` enum of the project by its name, with their raw values.
    let enumCases: (String) -> [(name: String, raw: String)]?
    /// The value of a static member of a type of the project, by the type's dotted name (no name:
    /// a top-level constant of another file).
    var typeMember: TypeMember = { _, _, _ in nil }

    typealias TypeMember = (_ type: [String], _ member: String, _ depth: Int) -> [Value]?

    /// A traced value: an id, or an enum case whose raw value a later `.rawValue` asks for.
    enum Value: Equatable {
        case id(String)
        case enumCase(type: String?, name: String)
    }

    /// The ids `range` evaluates to, or nil when any part of it is not traced.
    func ids(_ range: Range<Int>) -> [String]? {
        guard let values = values(range, hint: nil, depth: 0) else { return nil }
        var ids: [String] = []
        for value in values {
            guard case .id(let id) = value else { return nil }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids.isEmpty ? nil : ids
    }

    private func values(_ range: Range<Int>, hint: String?, depth: Int) -> [Value]? {
        guard depth < 6, !range.isEmpty else { return nil }
        let first = range.lowerBound
        let last = range.upperBound - 1
        // `x as! Set<String>`: the value before the cast.
        if let cast = topLevel(range).first(where: { file.matches($0, "as") }) {
            return values(first..<cast, hint: hint, depth: depth + 1)
        }
        if range.count == 1, file.kind(first) == .stringLiteral { return literal(first).map { [.id($0)] } }
        if file.kind(first) == .leftSquare, file.matching(first) == last {
            var result: [Value] = []
            for element in file.arguments(inside: range) where !element.value.isEmpty {
                guard element.label == nil, let values = values(element.value, hint: hint, depth: depth + 1) else { return nil }
                result += values
            }
            return result
        }
        // `.monthly` with the element type known from a declaration.
        if range.count == 2, file.kind(first) == .period, file.kind(last) == .identifier {
            return [.enumCase(type: hint, name: file.text(of: last))]
        }
        if let map = mapOfRawValue(range) {
            guard let cases = values(first..<map, hint: hint, depth: depth + 1) else { return nil }
            return rawValues(cases).map { $0.map(Value.id) }
        }
        if let call = file.calls(in: range).first(where: { $0.tokens.upperBound == range.upperBound && $0.callee.lowerBound == first }) {
            return callValues(call, range: range, hint: hint, depth: depth)
        }
        let words = range.filter { file.kind($0) != .period }.map { file.text(of: $0) }
        guard range.allSatisfy({ file.kind($0) == .period || file.kind($0) == .identifier || file.kind($0) == .keyword }),
            zip(range.dropFirst(), range).allSatisfy({ file.kind($0) == .period ? file.kind($1) != .period : file.kind($1) == .period })
        else { return nil }
        let enumName = type.flatMap { $0.kind == .enumDecl ? file.simpleTypeName(of: $0) : nil }
        switch words.count {
        case 1 where words[0] == "allCases" && enumName != nil:
            return enumCases(enumName!).map { $0.map { Value.enumCase(type: enumName, name: $0.name) } }
        case 1:
            return constant(words[0], depth: depth)
        case 2 where ["self", "Self"].contains(words[0]) || words[0] == type.flatMap { file.simpleTypeName(of: $0) }:
            return constant(words[1], depth: depth, membersOnly: true)
        case 2 where words[1] == "allCases":
            return enumCases(words[0]).map { $0.map { Value.enumCase(type: words[0], name: $0.name) } }
        case 2 where words[1] == "rawValue":
            return values(first..<(range.upperBound - 2), hint: hint, depth: depth + 1).flatMap(rawValues).map { $0.map(Value.id) }
        case 2 where enumCases(words[0])?.contains(where: { $0.name == words[1] }) == false:
            // `E.allValues`: a static member of an enum of this file.
            guard let decl = file.allDeclarations.first(where: { $0.kind == .enumDecl && file.simpleTypeName(of: $0) == words[0] }) else {
                return typeMember([words[0]], words[1], depth)
            }
            return ProductIDTracer(file: file, type: decl, function: nil, enumCases: enumCases, typeMember: typeMember)
                .constant(words[1], depth: depth + 1, membersOnly: true)
        case 2 where enumCases(words[0]) == nil && words[0].first?.isUppercase == true:
            // `StoreService.tipProductIdentifiers`, `ProductID.pro`: a constant of another type.
            return typeMember([words[0]], words[1], depth)
        case 2:
            return [.enumCase(type: words[0], name: words[1])]
        case 3 where words[2] == "rawValue":
            return rawValues([.enumCase(type: words[0], name: words[1])]).map { $0.map(Value.id) }
        case 3...4 where words.dropLast().allSatisfy({ $0.first?.isUppercase == true }):
            // `Store.IDs.monthly`: a constant of a nested type.
            return typeMember(Array(words.dropLast()), words[words.count - 1], depth)
        default:
            return nil
        }
    }

    /// `Set(x)`, `Set<String>(x)`, `Array(x)`, `NSSet(object: x)`, `NSSet(array: x)`, `NSSet(objects: a, b)`.
    private func callValues(_ call: Call, range: Range<Int>, hint: String?, depth: Int) -> [Value]? {
        let callee = file.text(call.callee).filter { !$0.isWhitespace }
        guard ["Set", "Set<String>", "Array", "Array<String>", "[String]", "NSSet", "NSArray"].contains(callee), call.trailingClosures.isEmpty,
            !call.arguments.isEmpty
        else { return nil }
        var result: [Value] = []
        for argument in call.arguments {
            let label = argument.label.map { file.text(of: $0) }
            guard label == nil || ["object", "array", "objects"].contains(label!),
                let values = values(argument.value, hint: hint, depth: depth + 1)
            else { return nil }
            result += values
        }
        return result
    }

    /// Where `.map { $0.rawValue }` / `.map(\.rawValue)` starts when `range` ends with one (its period).
    private func mapOfRawValue(_ range: Range<Int>) -> Int? {
        guard let call = file.calls(in: range, named: ["map"]).last, call.tokens.upperBound == range.upperBound,
            call.name - 1 > range.lowerBound, file.kind(call.name - 1) == .period
        else { return nil }
        let body: String
        if let closure = call.trailingClosures.first, call.arguments.isEmpty, call.trailingClosures.count == 1 {
            body = file.text((closure.braces.lowerBound + 1)..<(closure.braces.upperBound - 1))
        } else if call.arguments.count == 1, call.trailingClosures.isEmpty {
            body = file.text(call.arguments[0].value)
        } else {
            return nil
        }
        let compact = body.filter { !$0.isWhitespace }
        return compact == "$0.rawValue" || compact == "\\.rawValue" ? call.name - 1 : nil
    }

    private func rawValues(_ values: [Value]) -> [String]? {
        var result: [String] = []
        for value in values {
            guard case .enumCase(let type?, let name) = value, let raw = enumCases(type)?.first(where: { $0.name == name })?.raw else { return nil }
            result.append(raw)
        }
        return result
    }

    /// A constant's value: a local of the function, a member of the type, a top-level `let`.
    func constant(_ name: String, depth: Int, membersOnly: Bool = false) -> [Value]? {
        var scopes: [[Decl]] = []
        if !membersOnly, let body = function?.body {
            // Locals are statements, not declarations: find `let name = …` among them.
            for statement in file.statements(in: body) where file.matches(statement.lowerBound, "let") && file.matches(statement.lowerBound + 1, name) {
                var i = statement.lowerBound + 2
                var hint: String?
                if file.kind(i) == .colon, let equals = (i..<statement.upperBound).first(where: { file.matches($0, "=") }) {
                    hint = elementType(file.text((i + 1)..<equals))
                    i = equals
                }
                guard file.matches(i, "=") else { return nil }
                return values((i + 1)..<statement.upperBound, hint: hint, depth: depth + 1)
            }
        }
        if let type { scopes.append(type.flattenedMembers) }
        if !membersOnly { scopes.append(file.declarations) }
        for members in scopes {
            for member in members where member.kind == .variableDecl && member.bindings.count == 1 && file.text(member.bindings[0].pattern) == name {
                let binding = member.bindings[0]
                let hint = binding.type.flatMap { elementType(file.text($0)) }
                if let initializer = binding.initializer, binding.accessors == nil {
                    return file.matches(member.keyword, "let") ? values(initializer, hint: hint, depth: depth + 1) : nil
                }
                // `var ids: [ProductID] { [.a, .b] }`: a getter of one expression.
                if let accessors = binding.accessors, file.kind(accessors.lowerBound) == .leftBrace {
                    let statements = file.statements(in: accessors)
                    guard statements.count == 1 else { return nil }
                    var expression = statements[0]
                    if file.matches(expression.lowerBound, "return") { expression = (expression.lowerBound + 1)..<expression.upperBound }
                    return values(expression, hint: hint, depth: depth + 1)
                }
                return nil
            }
        }
        // `let IAP_REMOVE_ADS = "…"` at the top level of another file.
        return membersOnly ? nil : typeMember([], name, depth)
    }

    /// `ProductID` for `[ProductID]`, `Set<ProductID>` or `ProductID`.
    private func elementType(_ text: String) -> String? {
        var type = text.filter { !$0.isWhitespace }
        if type.hasPrefix("["), type.hasSuffix("]") { type = String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Set<"), type.hasSuffix(">") { type = String(type.dropFirst(4).dropLast()) }
        return type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !type.isEmpty ? type : nil
    }

    /// The tokens of `range` outside any delimiter.
    private func topLevel(_ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            result.append(i)
            if file.kind(i).isOpeningDelimiter, let close = file.matching(i) { i = close }
            i += 1
        }
        return result
    }

    /// The value of a plain string literal: no escapes, no interpolation, one line.
    private func literal(_ token: Int) -> String? {
        let text = file.text(of: token)
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        let value = text.dropFirst().dropLast()
        return value.contains("\\") || value.contains("\"") || value.isEmpty ? nil : String(value)
    }

    /// The cases of a `String` enum declared in `file`, with their raw values (the case name when
    /// none is written), or nil when `decl` is no such enum.
    static func stringEnumCases(_ decl: Decl, in file: SourceFile) -> [(name: String, raw: String)]? {
        guard decl.kind == .enumDecl, file.inheritedNames(of: decl).first == "String" else { return nil }
        var cases: [(name: String, raw: String)] = []
        for member in decl.flattenedMembers where member.kind == .enumCaseDecl {
            // `case a, b = "x"`: names, each with an optional plain literal.
            var i = member.keyword + 1
            while i < member.tokens.upperBound, file.kind(i) == .identifier {
                let name = file.text(of: i)
                var raw = name
                i += 1
                if file.matches(i, "=") {
                    let text = file.text(of: i + 1)
                    guard file.kind(i + 1) == .stringLiteral, text.count >= 2, text.hasPrefix("\""), !text.hasPrefix("\"\"\""),
                        !text.contains("\\")
                    else { return nil }
                    raw = String(text.dropFirst().dropLast())
                    i += 2
                }
                cases.append((name, raw))
                guard file.kind(i) == .comma else { break }
                i += 1
            }
        }
        return cases
    }
}
