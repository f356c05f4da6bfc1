import SourceSyntax

/// The settable properties of a UIKit type that a bridge mirrors, and its delegate properties.
struct MirroredProperty: Sendable {
    var name: String
    /// The type as the UIKit class declares it (`String?`, `UIColor!`).
    var declaredType: String
    /// Whether `!=` compiles for the type as far as the syntax shows (standard and UIKit types,
    /// project types declared `Equatable`/`Hashable`, arrays and optionals of those).
    var isEquatable: Bool
    /// A function type: a closure, set on every update so that it captures current state.
    var isFunction: Bool
    /// `var viewModel: ViewModel!` with no value: the type expects it set before use (leaving it
    /// nil would crash), so the bridge requires it.
    var isRequired = false

    /// The type without the `!` of a required property.
    var requiredType: String { String(declaredType.dropLast()) }

    /// The bridge's type: optional, so that nil leaves the view's own value.
    var optionalType: String {
        var base = declaredType
        while base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        let simple =
            base.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]:,".contains($0) }
            || (base.hasPrefix("[") && base.hasSuffix("]") && !base.contains("->"))
        return simple || Self.isParenthesized(base) ? base + "?" : "(\(base))?"
    }

    /// `(() -> Void)`: one pair of parentheses around the whole type.
    static func isParenthesized(_ type: String) -> Bool {
        guard type.hasPrefix("("), type.hasSuffix(")") else { return false }
        var depth = 0
        for (offset, character) in type.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < type.count - 1 { return false }
        }
        return true
    }
}

/// A delegate property whose protocol the project declares (`weak var delegate: RatingViewDelegate?`).
struct DelegateProperty: Sendable {
    var name: String
    var protocolName: String
    var token: Int
}

enum MirroredProperties {
    struct Found: Sendable {
        var properties: [MirroredProperty] = []
        var delegates: [DelegateProperty] = []
        /// Properties left out, with the reason, at their token.
        var skipped: [(name: String, reason: String, token: Int)] = []
    }

    /// Instance `var`s that code outside the type may set: not private or fileprivate, no
    /// `private(set)`, stored or with a setter, a type written out, not an outlet.
    static func read(_ type: DeclaredType, lookup: TypeLookup) -> Found {
        let file = type.file
        var found = Found()
        for member in type.decl.flattenedMembers where member.kind == .variableDecl {
            guard file.matches(member.keyword, "var"), !file.isTypeLevel(member), member.bindings.count == 1,
                let binding = member.bindings.first, let nameToken = binding.pattern.first, binding.pattern.count == 1
            else { continue }
            let modifiers = member.modifiers.map { file.text($0).replacingOccurrences(of: " ", with: "") }
            if modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") || $0 == "override" }) { continue }
            if file.hasAttribute("IBOutlet", member) || file.hasAttribute("IBInspectable", member) && binding.type == nil { continue }
            if let accessors = binding.accessors, !file.isStored(binding), !hasSetter(accessors, in: file) { continue }
            let name = file.text(of: nameToken)
            guard let declared = binding.type.map({ file.text($0).trimmingCharacters(in: .whitespaces) }) ?? literalType(binding, in: file) else {
                found.skipped.append((name, "its type is not written out", nameToken))
                continue
            }
            let base = TypeName.simple(declared)
            // A delegate by its name or its protocol's; another protocol-typed property holds a value.
            let isDelegateName = ["Delegate", "DataSource"].contains { base.hasSuffix($0) || name.lowercased().hasSuffix($0.lowercased()) }
            if isDelegateName, let declaredProtocol = lookup.type(named: base), declaredProtocol.decl.kind == .protocolDecl {
                found.delegates.append(DelegateProperty(name: name, protocolName: base, token: nameToken))
                continue
            }
            if base.hasSuffix("Delegate") || base.hasSuffix("DataSource") {
                found.skipped.append((name, "\(base) is not declared in the inputs, so its methods are unknown; forward them by hand", nameToken))
                continue
            }
            var isRequired = declared.hasSuffix("!") && binding.initializer == nil
            // An implicitly unwrapped property the type assigns itself (in viewDidLoad, say) is its
            // own state: neither required nor mirrored.
            if isRequired, assignsItself(name, in: type) { continue }
            isRequired = isRequired && !modifiers.contains("lazy")
            // A weak or unowned reference the type expects set is required; other ones are its own business.
            if modifiers.contains("lazy") || (modifiers.contains("weak") || modifiers.contains("unowned")) && !isRequired { continue }
            let isFunction = declared.contains("->")
            found.properties.append(
                MirroredProperty(
                    name: name, declaredType: declared, isEquatable: !isFunction && isEquatable(declared, lookup: lookup), isFunction: isFunction,
                    isRequired: isRequired))
        }
        return found
    }

    /// The type of a property whose value is a plain literal (`var isOn = false` is a `Bool`) or a
    /// type's `init()` (`var formatter = RatingFormatter()`).
    static func literalType(_ binding: Binding, in file: SourceFile) -> String? {
        guard let value = binding.initializer, let last = value.last else { return nil }
        let first = file.matches(value.lowerBound, "=") ? value.lowerBound + 1 : value.lowerBound
        // `Formatter()`: a type's plain initializer makes a value of that type.
        if last == first + 2, file.kind(first) == .identifier, file.text(of: first).first?.isUppercase == true,
            file.kind(first + 1) == .leftParen, file.kind(last) == .rightParen
        {
            return file.text(of: first)
        }
        guard first == last else { return nil }
        switch file.kind(first) {
        case .keyword where file.matches(first, "true") || file.matches(first, "false"): return "Bool"
        case .integerLiteral: return "Int"
        case .floatLiteral: return "Double"
        case .stringLiteral where file.interpolatedCode(inLiteral: first).isEmpty: return "String"
        default: return nil
        }
    }

    /// Whether the type's own code assigns `name` (`name = …` or `self.name = …`).
    static func assignsItself(_ name: String, in type: DeclaredType) -> Bool {
        let file = type.file
        guard let body = type.decl.body else { return false }
        return body.contains { i in
            file.kind(i) == .identifier && file.matches(i, name) && file.matches(i + 1, "=")
                && (file.kind(i - 1) != .period || file.matches(i - 2, "self"))
                && !file.matches(i - 1, "var") && !file.matches(i - 1, "let")
        }
    }

    static func hasSetter(_ accessors: Range<Int>, in file: SourceFile) -> Bool {
        accessors.contains { file.matches($0, "set") && file.kind($0 - 1) != .leftParen }
    }

    static let equatableNames: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "Date", "URL", "UUID", "Data", "Decimal", "IndexPath",
        "TimeInterval", "NSRange", "Locale", "TimeZone",
    ]

    /// Whether `!=` compiles for the written type, as far as the syntax shows.
    static func isEquatable(_ written: String, lookup: TypeLookup) -> Bool {
        var type = written.trimmingCharacters(in: .whitespaces)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":") {
            return isEquatable(String(type.dropFirst().dropLast()), lookup: lookup)
        }
        if equatableNames.contains(type) { return true }
        guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
        // UIKit and Foundation classes are NSObjects (Equatable through isEqual); their enums and structs are Equatable.
        let first = type.split(separator: ".").first.map(String.init) ?? type
        if ScreenKind.isUIKitName(first) || first.hasPrefix("NS") && first != "NSObjectProtocol" { return true }
        guard let declared = lookup.type(named: type) else { return false }
        let inherited = declared.file.inheritedNames(of: declared.decl).map(TypeName.simple)
        if inherited.contains(where: { ["Equatable", "Hashable", "NSObject"].contains($0) || ScreenKind.isUIKitName($0) }) { return true }
        // An enum with a raw type, or with no associated values, is Equatable.
        guard declared.decl.kind == .enumDecl else { return false }
        if inherited.contains(where: { ["String", "Int", "Character", "UInt", "Double"].contains($0) }) { return true }
        let file = declared.file
        return declared.decl.flattenedMembers.allSatisfy { member in
            member.kind != .enumCaseDecl || !member.tokens.contains { file.kind($0) == .leftParen }
        }
    }
}
