import MigrationKit
import SourceSyntax

/// Hand-written environment keys → `@Entry` (and transaction and container-value keys, the same
/// shape on `Transaction` and `ContainerValues`). Rule: `concurrency.entry`.
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey {          extension EnvironmentValues {
///     static let defaultValue: Theme = .light    →       @Entry var theme: Theme = .light
/// }                                                  }
/// extension EnvironmentValues {
///     var theme: Theme {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///     }
/// }
/// ```
///
/// Rewritten only when the meaning is the same:
/// - the key is a struct or enum inheriting only `EnvironmentKey` (`TransactionKey`,
///   `ContainerValueKey`), whose one member is a stored
///   `static let/var defaultValue` with an initializer;
/// - its name appears nowhere in the project (inputs and the package's other sources) but in its
///   declaration and the two subscripts of one `EnvironmentValues` property with both accessors;
/// - the default is literal-like (literals, `nil`, `[]`, `[:]`, member names such as `.light` or
///   `Theme.light`, no call): `@Entry` makes the default a computed `defaultValue`, evaluated at
///   every read, where `static let` evaluated it once. A call (`Store()`, `Date()`) would become
///   a new instance per read; such keys are reported.
enum EnvironmentEntries {
    /// A key declaration worth checking (recorded by `scan`).
    struct Key: Sendable {
        var name: String
        /// `EnvironmentValues`, `Transaction` or `ContainerValues`.
        var valuesType: String
        var path: String
        var line: Int
        var isFilePrivate: Bool
        /// Why the default or the shape cannot become `@Entry`, if it cannot.
        var blocked: String?
    }

    /// Each key protocol `@Entry` replaces, with the values type its property extends.
    static let valuesTypes = ["EnvironmentKey": "EnvironmentValues", "TransactionKey": "Transaction", "ContainerValueKey": "ContainerValues"]

    static let keyGate = ByteSearchSet(Array(valuesTypes.keys))

    /// The key declarations of a file, blocked ones included.
    static func keys(in file: SourceFile) -> [(decl: Decl, key: Key, initializer: Range<Int>?)] {
        guard file.containsAny(keyGate) else { return [] }
        return file.allDeclarations.compactMap { decl in
            let inherited = file.inheritedNames(of: decl)
            guard decl.kind == .structDecl || decl.kind == .enumDecl, inherited.count == 1, let valuesType = valuesTypes[inherited[0]],
                let name = file.name(of: decl)
            else { return nil }
            let isFilePrivate = file.hasModifier("private", decl) || file.hasModifier("fileprivate", decl)
            var key = Key(
                name: name, valuesType: valuesType, path: file.path, line: file.location(ofToken: decl.keyword).line, isFilePrivate: isFilePrivate)
            let members = decl.members
            guard members.count == 1, let member = members.first, member.kind == .variableDecl, file.hasModifier("static", member),
                member.bindings.count == 1, let binding = member.bindings.first, file.text(binding.pattern) == "defaultValue",
                let initializer = binding.initializer, binding.accessors == nil, member.attributes.isEmpty
            else {
                key.blocked = "its only member is not a stored `static let defaultValue = …`"
                return (decl, key, nil)
            }
            if let reason = notLiteralLike(initializer, in: file) { key.blocked = reason }
            return (decl, key, initializer)
        }
    }

    /// Why the default value is not literal-like, or nil.
    static func notLiteralLike(_ range: Range<Int>, in file: SourceFile) -> String? {
        for i in range {
            switch file.kind(i) {
            case .integerLiteral, .floatLiteral, .period, .identifier, .comma, .leftSquare, .rightSquare, .colon:
                continue
            case .stringLiteral where !file.text(of: i).contains("\\("):
                continue
            case .keyword where ["true", "false", "nil"].contains(file.text(of: i)):
                continue
            case .operator where file.matches(i, "-"):
                continue
            default:
                return
                    "its default `\(file.text(range))` is not a literal or a member name: @Entry evaluates the default at every read, where `static let` evaluated it once"
            }
        }
        return nil
    }

    /// Types whose static members named in a default are fixed values (`Color.blue`, `Font.body`).
    static let valueTypes: Set<String> = [
        "Color", "Font", "CGFloat", "Double", "Float", "Int", "String", "Bool", "UIColor", "NSColor", "Animation", "Alignment", "Edge",
        "EdgeInsets", "CGSize", "CGPoint", "CGRect", "UnitPoint", "TimeInterval",
    ]

    /// Why a name in the default may read a different value at every evaluation: a bare name (a
    /// global `var`), or a member of something that is not a type whose members are fixed (an
    /// enum of the project, a project type's `static let`, or one of `valueTypes`). Nil when none.
    static func unstableName(in range: Range<Int>, file: SourceFile, index: ProjectIndex) -> String? {
        for i in range where file.kind(i) == .identifier && file.kind(i - 1) != .period {
            let head = file.text(of: i)
            let reason =
                "its default reads `\(head)`, which may hold another value at each read: @Entry evaluates the default at every read, where `static let` evaluated it once; running again does not help"
            guard file.kind(i + 1) == .period, file.kind(i + 2) == .identifier else { return reason }
            if valueTypes.contains(head) { continue }
            let member = file.text(of: i + 2)
            let summaries = index.declarations(of: head) + index.contextDeclarations(of: head)
            let fixed = summaries.contains { $0.kind == .enumDecl } || summaries.contains { $0.properties.contains { $0.name == member && $0.isLet } }
            if !fixed { return reason }
        }
        return nil
    }

    /// The `EnvironmentValues` property that reads and writes `key`: `var name: T { get { self[K.self] } set { self[K.self] = newValue } }`.
    static func property(for key: String, of valuesType: String, in file: SourceFile) -> Decl? {
        let normalized = Set([
            "{get{self[\(key).self]}set{self[\(key).self]=newValue}}", "{get{returnself[\(key).self]}set{self[\(key).self]=newValue}}",
        ])
        for ext in file.allDeclarations where ext.kind == .extensionDecl && file.name(of: ext).map(TypeName.simple) == valuesType {
            for member in ext.members where member.kind == .variableDecl && member.bindings.count == 1 {
                guard let accessors = member.bindings[0].accessors else { continue }
                if normalized.contains(file.text(accessors).filter { !$0.isWhitespace }) { return member }
            }
        }
        return nil
    }

    /// The keys the project lets go, by name (those whose only uses are their property's subscripts).
    struct Plan: Sendable {
        var converting: Set<String> = []
        /// Keys that fit the shape but are used elsewhere, with where.
        var usedElsewhere: [String: String] = [:]
    }

    static let planKey = MemoKey<Plan>("concurrency.entry-plan")

    static func plan(_ index: ProjectIndex) -> Plan {
        var plan = Plan()
        let keys = index.facts(ConcurrencyFact.environmentKey).map(\.value).filter { $0.blocked == nil }
        guard !keys.isEmpty else { return plan }
        let names = Dictionary(grouping: keys, by: \.name)
        let gate = ByteSearchSet(Array(names.keys))
        var uses: [String: [(path: String, line: Int)]] = [:]
        for source in index.facts(ConcurrencyFact.source).map(\.value) where source.containsAny(gate) {
            for i in source.tokens.indices where source.kind(i) == .identifier {
                let name = source.text(of: i)
                guard names[name] != nil else { continue }
                uses[name, default: []].append((source.path, source.location(ofToken: i).line))
            }
        }
        for (name, declared) in names {
            let found = uses[name] ?? []
            // One declaration and the two subscripts, all in the declaring file.
            if declared.count == 1, found.count == 3, found.allSatisfy({ $0.path == declared[0].path }) {
                plan.converting.insert(name)
            } else if let other = found.first(where: { $0.path != declared[0].path }) ?? found.dropFirst(3).first {
                plan.usedElsewhere[name] = "\(other.path):\(other.line)"
            } else {
                plan.usedElsewhere[name] = "more than once"
            }
        }
        return plan
    }

    static func edits(in file: SourceFile, context: MigrationContext) -> [Edit] {
        let found = keys(in: file)
        guard !found.isEmpty, file.imports("SwiftUI") else { return [] }
        let projectPlan = context.index.memoized(planKey) { plan(context.index) }
        var edits: [Edit] = []
        for (decl, key, initializer) in found {
            guard let property = property(for: key.name, of: key.valuesType, in: file) else {
                context.warn(
                    ConcurrencyRule.entry, at: decl.keyword,
                    "\(key.name) not rewritten to @Entry: no \(key.valuesType) property in this file reads and writes it as `get { self[\(key.name).self] } set { self[\(key.name).self] = newValue }`; write `@Entry var name: Type = default` by hand"
                )
                continue
            }
            if let reason = key.blocked ?? initializer.flatMap({ unstableName(in: $0, file: file, index: context.index) }) {
                context.warn(ConcurrencyRule.entry, at: decl.keyword, "\(key.name) not rewritten to @Entry: \(reason); running again does not help")
                continue
            }
            guard projectPlan.converting.contains(key.name), let initializer else {
                let place = projectPlan.usedElsewhere[key.name].map { " (\($0))" } ?? ""
                context.warn(
                    ConcurrencyRule.entry, at: decl.keyword,
                    "\(key.name) not rewritten to @Entry: the key is used outside its \(key.valuesType) property\(place); once it is not, run again")
                continue
            }
            let binding = property.bindings[0]
            guard property.attributes.isEmpty, let type = binding.type, let accessors = binding.accessors else {
                context.warn(ConcurrencyRule.entry, at: decl.keyword, "\(key.name) not rewritten to @Entry: its property has attributes or no written type")
                continue
            }
            let value = file.text(initializer)
            let typeEnd = file.tokens[type.upperBound - 1].end
            edits.append(.insert("@Entry ", at: file.tokens[property.tokens.lowerBound].start, rule: ConcurrencyRule.entry))
            edits.append(Edit(range: typeEnd..<file.tokens[accessors.upperBound - 1].end, replacement: " = \(value)", rule: ConcurrencyRule.entry))
            edits.append(file.removal(ofDeclaration: decl, rule: ConcurrencyRule.entry))
        }
        return edits
    }
}
