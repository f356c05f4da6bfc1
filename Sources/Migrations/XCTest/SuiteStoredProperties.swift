import MigrationKit
import SourceSyntax

/// The stored properties of a test class, and which implicitly unwrapped ones (`var sut: Foo!`) can
/// become plain stored properties initialized by the new `init()`.
struct SuiteStoredProperties {
    struct Property {
        var decl: Decl
        var name: String
        var isVar: Bool
        var isStatic: Bool

        /// `Foo` for `var sut: Foo!`.
        func typeName(in file: SourceFile) -> String {
            guard let type = decl.bindings.first?.type else { return "" }
            return ProjectIndex.simpleName(file.text(type))
        }
        /// `var sut: Foo!` assigned once in setUp: it becomes `let sut: Foo` (or `var` in a class).
        var becomesNonOptional = false
    }

    var properties: [Property] = []

    var instance: [Property] { properties.filter { !$0.isStatic } }

    /// Whether instance state remains that a test could mutate, so the suite must be a class.
    var hasMutableInstanceState: Bool {
        instance.contains { $0.isVar && !$0.becomesNonOptional }
    }

    var hasStaticMutableState: Bool { properties.contains { $0.isStatic && $0.isVar } }

    init(of decl: Decl, in file: SourceFile) {
        for member in decl.flattenedMembers where member.kind == .variableDecl {
            let isStatic = file.hasModifier("static", member) || file.hasModifier("class", member)
            // `static var allTests` is removed with the class's conversion; it is not shared state.
            if LinuxLeftovers.isAllTests(member, file) { continue }
            for binding in member.bindings where file.isStored(binding) {
                properties.append(
                    Property(
                        decl: member, name: file.text(binding.pattern),
                        isVar: file.matches(member.keyword, "var") || file.hasModifier("lazy", member),
                        isStatic: isStatic))
            }
        }
    }

    /// Marks the implicitly unwrapped properties that setUp assigns exactly once, at its top level, and
    /// that nothing else treats as optional or reassigns.
    ///
    /// - Parameters:
    ///   - setUpStatements: top-level statements of setUp (nil when there is no setUp).
    ///   - optionalUses: names used as optionals anywhere in the type (`x?.`, `x == nil`, `if let x`).
    ///   - assignedElsewhere: names assigned outside setUp and tearDown.
    ///   - memberFunctions: the type's methods; calling one from setUp before every property is set
    ///     would not compile in an initializer.
    mutating func resolveImplicitlyUnwrapped(
        setUpStatements: [Range<Int>]?, optionalUses: Set<String>,
        assignedElsewhere: Set<String>, memberFunctions: Set<String>,
        in file: SourceFile
    ) {
        guard let statements = setUpStatements else { return }
        var candidates: [String: Int] = [:]
        for (index, property) in properties.enumerated() where property.isVar && !property.isStatic {
            guard property.decl.bindings.count == 1, let binding = property.decl.bindings.first,
                binding.initializer == nil, binding.accessors == nil, property.decl.attributes.isEmpty,
                let type = binding.type, file.text(of: type.upperBound - 1) == "!",
                !optionalUses.contains(property.name), !assignedElsewhere.contains(property.name)
            else { continue }
            candidates[property.name] = index
        }
        guard !candidates.isEmpty else { return }
        var assigned: [String: Int] = [:]
        var unset = Set(candidates.keys)
        for statement in statements {
            let target = Self.assignedName(statement, file)
            // Reading `self`, a method or a property before it is set does not compile in an initializer.
            for i in statement where file.kind(i) == .identifier || file.kind(i) == .keyword {
                let isMemberAccess = file.kind(i - 1) == .period && !file.matches(i - 2, "self")
                if isMemberAccess { continue }
                let word = file.text(of: i)
                if word == "self", file.kind(i + 1) != .period { return }
                if memberFunctions.contains(word), file.kind(i + 1) == .leftParen { return }
                if unset.contains(word), word != target || i != Self.assignedToken(statement, file) { return }
            }
            if let target, candidates[target] != nil {
                if assigned[target] != nil { return }
                unset.remove(target)
                // `url = URL(string: …)` assigns an optional the `!` unwrapped at each use: it stays `URL!`.
                if let value = Self.assignedToken(statement, file).map({ ($0 + 2)..<statement.upperBound }), Self.mayBeOptional(value, file) {
                    continue
                }
                assigned[target] = statement.lowerBound
            }
        }
        for (name, index) in candidates where assigned[name] != nil {
            properties[index].becomesNonOptional = true
        }
    }

    /// Whether a value may be optional, as far as its shape shows: `try?`, `as?`, failable
    /// initializers (`URL(string:)`, `Int(text)`, `UIImage(named:)`), lookups that may find nothing
    /// (`.first`, `.url(forResource:…)`, `.data(using:)`, `defaults.object(forKey:)`), dictionary
    /// subscripts by literal. Anything else is taken as it reads; the build check catches the rest.
    static func mayBeOptional(_ value: Range<Int>, _ file: SourceFile) -> Bool {
        for i in value {
            let text = file.text(of: i)
            switch file.kind(i) {
            case .keyword where text == "try" || text == "as":
                if file.kind(i + 1) == .operator, file.text(of: i + 1).hasPrefix("?") { return true }
            case .identifier:
                let isMember = file.kind(i - 1) == .period
                let isCall = file.kind(i + 1) == .leftParen
                if isMember, optionalMembers.contains(text) { return true }
                if isCall, failableLabels.contains(file.text(of: i + 2)), file.kind(i + 3) == .colon, text.first?.isUppercase == true { return true }
                if isCall, !isMember, numericTypes.contains(text), file.kind(i + 3) != .colon { return true }
            case .leftSquare where i > value.lowerBound && file.kind(i + 1) == .stringLiteral && file.kind(i + 2) == .rightSquare:
                return true
            default:
                break
            }
        }
        return false
    }

    static let optionalMembers: Set<String> = [
        "first", "last", "randomElement", "min", "max", "firstIndex", "lastIndex", "firstMatch", "popLast", "data",
        "url", "path", "urls", "object", "value", "string", "number", "date", "decodeObject", "range", "index",
        "wholeMatch", "prefixMatch", "image", "instantiateInitialViewController",
    ]
    static let failableLabels: Set<String> = [
        "string", "uuidString", "base64Encoded", "named", "identifier", "suiteName", "path", "forReadingAtPath",
        "forWritingAtPath", "contentsOfFile", "data", "rawValue", "resource", "url", "coder", "dictionary", "json",
    ]
    static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal", "Bool",
    ]

    /// `x = …` or `self.x = …` → `x`.
    static func assignedName(_ statement: Range<Int>, _ file: SourceFile) -> String? {
        assignedToken(statement, file).map { file.text(of: $0) }
    }

    static func assignedToken(_ statement: Range<Int>, _ file: SourceFile) -> Int? {
        var i = statement.lowerBound
        if file.matches(i, "self"), file.kind(i + 1) == .period { i += 2 }
        guard file.kind(i) == .identifier, file.kind(i + 1) == .operator, file.matches(i + 1, "=") else { return nil }
        return i
    }
}
