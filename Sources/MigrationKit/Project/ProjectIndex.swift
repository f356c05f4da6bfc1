import Foundation
import SourceSyntax

/// Facts about the whole project, gathered once over every input file before any rewriting: the
/// type declarations with their inheritance, and whatever migrations recorded in `scan`.
public struct ProjectIndex: Sendable {
    public private(set) var types: [String: [TypeSummary]] = [:]
    private var facts: [String: [Fact]] = [:]
    /// The same facts by kind, then subject: migrations ask "what do we know about X" per file.
    private var factsBySubject: [String: [String: [Fact]]] = [:]
    /// Every file the run covers.
    public private(set) var paths: [String] = []
    /// The parsed inputs and the read-only context files, for project-wide work a migration does
    /// only when it turns out to be needed (a file is one reference: holding them costs nothing).
    public private(set) var files: [SourceFile] = []
    public private(set) var contextFiles: [SourceFile] = []
    /// Typealiases by the alias's simple name (see `typeAliases(of:)`).
    public private(set) var typeAliases: [String: [String]] = [:]
    /// Classes by the simple name of their superclass (the first inherited type).
    private var directSubclasses: [String: [TypeSummary]] = [:]
    /// Project-wide decisions migrations derive from this index, computed once and shared by every
    /// copy of it (the runner hands the same index to every file and pass).
    private let memo = Memo()

    public init() {}

    /// Types declared in read-only context files (the package's other targets when only `Tests/` is
    /// migrated): visible names, never migrated, and kept apart from `types` so no plan converts them.
    public private(set) var contextTypes: [String: [TypeSummary]] = [:]

    /// Declarations of a type in the context files, by simple name.
    public func contextDeclarations(of name: String) -> [TypeSummary] { contextTypes[Self.simpleName(name)] ?? [] }

    /// The paths of the context files.
    public private(set) var contextPaths: Set<String> = []
    /// Files that are not Swift source but that migrations read, and may rewrite or create files
    /// from (a Core Data model's `contents`), sorted by path.
    public private(set) var resources: [SourceInput] = []
    /// The bytes of each input file, so a migration that creates a file can tell whether one with
    /// that path is already there (and holds what it would write).
    private var inputBytes: [String: [UInt8]] = [:]

    /// The bytes of the input file at `path`, if the run covers one.
    public func bytes(ofInput path: String) -> [UInt8]? { inputBytes[path] }

    /// Whether `path` is a read-only context file: facts recorded there describe code no migration
    /// will change.
    public func isContext(_ path: String) -> Bool { contextPaths.contains(path) }

    /// - Parameter present: inputs left out of the run (no Xcode target compiles them) that still
    ///   exist: `bytes(ofInput:)` answers for them, nothing else sees them.
    public init(files: [SourceFile], facts: [Fact], context: [SourceFile] = [], resources: [SourceInput] = [], present: [SourceInput] = []) {
        contextPaths = Set(context.map(\.path))
        self.files = files
        contextFiles = context
        self.resources = resources.sorted { $0.path < $1.path }
        for input in present { inputBytes[input.path] = input.bytes }
        for file in files { inputBytes[file.path] = file.bytes }
        for summaries in parallelMap(context, { Self.typeSummaries(of: $0) }) {
            for summary in summaries { contextTypes[summary.simpleName, default: []].append(summary) }
        }
        // Summarising is per file and independent: do it on every core, then merge in file order.
        let perFile = parallelMap(files) { (Self.typeSummaries(of: $0), Self.typeAliases(of: $0)) }
        for (file, (summaries, aliases)) in zip(files, perFile) {
            paths.append(file.path)
            for summary in summaries { types[summary.simpleName, default: []].append(summary) }
            for (alias, target) in aliases where !(typeAliases[alias] ?? []).contains(target) { typeAliases[alias, default: []].append(target) }
        }
        for summaries in types.values {
            for summary in summaries where summary.kind == .classDecl {
                if let superclass = summary.inheritedSimpleNames.first { directSubclasses[superclass, default: []].append(summary) }
            }
        }
        for fact in facts { self.facts[fact.kind, default: []].append(fact) }
        for key in self.facts.keys { self.facts[key]?.sort { ($0.path, $0.line, $0.subject) < ($1.path, $1.line, $1.subject) } }
        for (kind, facts) in self.facts { factsBySubject[kind] = Dictionary(grouping: facts, by: \.subject) }
    }

    /// Every type declaration and extension in a file, nested ones with their qualified names.
    static func typeSummaries(of file: SourceFile) -> [TypeSummary] {
        var result: [TypeSummary] = []
        var stack: [(Decl, String?, [TypeSummary.Branch])] = file.declarations.map { ($0, nil, []) }
        while let (decl, outer, branches) = stack.popLast() {
            if decl.kind == .ifConfig {
                let line = file.location(ofToken: decl.tokens.lowerBound).line
                for (number, clause) in decl.clauses.enumerated() {
                    let branch = TypeSummary.Branch(line: line, clause: number)
                    stack.append(contentsOf: clause.members.map { ($0, outer, branches + [branch]) })
                }
                continue
            }
            guard decl.isTypeDeclaration, decl.name != nil else { continue }
            var summary = TypeSummary(file: file, decl: decl, enclosing: outer)
            summary.branches = branches
            result.append(summary)
            stack.append(contentsOf: decl.members.map { ($0, summary.qualifiedName, branches) })
        }
        return result
    }

    /// `typealias Model = SomeModel` anywhere in the inputs: the aliased type's name by the alias's
    /// simple name (a type name, optionally qualified; generic or function types are not recorded).
    static func typeAliases(of file: SourceFile) -> [(String, String)] {
        var result: [(String, String)] = []
        var stack = file.declarations
        while let decl = stack.popLast() {
            if decl.kind == .ifConfig {
                stack += decl.clauses.flatMap(\.members)
                continue
            }
            if decl.isTypeDeclaration { stack += decl.members }
            guard decl.kind == .typealiasDecl, decl.genericParameters == nil, let name = file.name(of: decl),
                let equals = decl.tokens.first(where: { file.matches($0, "=") })
            else { continue }
            let target = file.text((equals + 1)..<decl.tokens.upperBound).filter { !$0.isWhitespace }
            guard !target.isEmpty, target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { continue }
            result.append((name, target))
        }
        return result
    }

    // MARK: Queries

    /// The type a name stands for once the project's typealiases are followed: `Model` for
    /// `typealias Model = SomeModel` gives `SomeModel`. The name itself when it is no alias, when
    /// the project also declares a type of that name, or when its aliases disagree.
    public func resolvingTypeAlias(_ name: String) -> String {
        var current = name
        for _ in 0..<8 {
            let simple = Self.simpleName(current)
            guard types[simple] == nil, let targets = typeAliases[simple], targets.count == 1 else { return current }
            current = targets[0]
        }
        return current
    }

    /// Declarations and extensions of a type, by simple name (`Inner` for `Outer.Inner`).
    public func declarations(of name: String) -> [TypeSummary] { types[Self.simpleName(name)] ?? [] }

    /// The primary declaration (not an extension) of a type.
    public func primaryDeclaration(of name: String) -> TypeSummary? {
        declarations(of: name).first { !$0.isExtension }
    }

    /// Whether `name` inherits from or conforms to `target`, directly, through an extension, through
    /// its superclasses or through protocols that refine `target`, as far as the project shows.
    public func inherits(_ name: String, from target: String) -> Bool {
        descendants(of: Self.simpleName(target)).contains(Self.simpleName(name))
    }

    /// Every type that reaches `target` through inheritance or conformance, computed once per target
    /// by walking the inheritance graph backwards from it.
    func descendants(of target: String) -> Set<String> {
        memoized(MemoKey<Set<String>>("index.descendants.\(target)")) {
            let heirs = memoized(MemoKey<[String: Set<String>]>("index.heirs")) {
                var heirs: [String: Set<String>] = [:]
                for summaries in types.values {
                    for summary in summaries {
                        for inherited in summary.inheritedSimpleNames { heirs[inherited, default: []].insert(summary.simpleName) }
                    }
                }
                return heirs
            }
            var found: Set<String> = []
            var pending = [target]
            while let current = pending.popLast() {
                for heir in heirs[current] ?? [] where found.insert(heir).inserted { pending.append(heir) }
            }
            return found
        }
    }

    /// Classes that name `name` as their superclass, directly or through other subclasses.
    public func subclasses(of name: String) -> [TypeSummary] {
        var result: [TypeSummary] = []
        var pending = [Self.simpleName(name)]
        var seen: Set<String> = []
        while let current = pending.popLast() {
            guard seen.insert(current).inserted else { continue }
            for summary in directSubclasses[current] ?? [] {
                result.append(summary)
                pending.append(summary.simpleName)
            }
        }
        return result.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// Every fact recorded under `key`, sorted by path, line and subject.
    public func facts<Value>(_ key: FactKey<Value>) -> [Recorded<Value>] {
        (facts[key.name] ?? []).compactMap { $0.typed(as: Value.self) }
    }

    /// The facts recorded under `key` about `subject`.
    public func facts<Value>(_ key: FactKey<Value>, about subject: String) -> [Recorded<Value>] {
        (factsBySubject[key.name]?[subject] ?? []).compactMap { $0.typed(as: Value.self) }
    }

    /// Whether any fact under `key` is about `subject`.
    public func has<Value>(_ key: FactKey<Value>, about subject: String) -> Bool {
        !(factsBySubject[key.name]?[subject] ?? []).isEmpty
    }

    /// The value `compute` derives from this index, computed once per index under `key` and reused
    /// for every file and pass.
    public func memoized<T: Sendable>(_ key: MemoKey<T>, _ compute: () -> T) -> T {
        memo.value(for: key.name, compute)
    }

    /// `Foo` for `Module.Foo`, `Foo<Int>` or `Foo?`.
    public static func simpleName(_ name: String) -> String { TypeName.simple(name) }
}

/// What the index keeps of one type declaration or extension.
public struct TypeSummary: Sendable, Hashable {
    public var kind: Decl.Kind
    public var simpleName: String
    /// `Outer.Inner` for nested types.
    public var qualifiedName: String
    public var isExtension: Bool { kind == .extensionDecl }
    public var inheritance: [String]
    /// `inheritance` reduced to simple names (`Base` for `Module.Base<T>`), for fast lookups.
    public var inheritedSimpleNames: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var path: String
    public var line: Int
    /// The column of the declaration's name (of its keyword when it has none), for messages that
    /// point at it.
    public var column: Int
    /// The last line of the declaration, so a fact recorded at a line can be placed inside it.
    public var endLine: Int
    /// The `#if` clauses the declaration sits in, outermost first.
    public var branches: [Branch] = []
    /// Stored and computed properties: name, attribute names, type text, initializer text.
    public var properties: [PropertySummary]
    public var methods: [String]
    /// Static methods' result types by base name, when the result is one name (`Self` is the
    /// type's own): what `Model.preview()` gives. A name whose overloads disagree is left out.
    public var methodResults: [String: String] = [:]

    init(file: SourceFile, decl: Decl, enclosing: String?) {
        kind = decl.kind
        let name = file.name(of: decl) ?? ""
        simpleName = ProjectIndex.simpleName(name)
        qualifiedName = enclosing.map { "\($0).\(name)" } ?? name
        inheritance = file.inheritedNames(of: decl)
        inheritedSimpleNames = inheritance.map(ProjectIndex.simpleName)
        attributes = decl.attributes.map { file.name(of: $0) }
        modifiers = decl.modifiers.map { file.text($0) }
        path = file.path
        line = file.location(ofToken: decl.keyword).line
        column = file.location(ofToken: decl.name?.lowerBound ?? decl.keyword).column
        endLine = file.location(ofToken: decl.tokens.upperBound - 1).line
        var properties: [PropertySummary] = []
        var methods: [String] = []
        var results: [String: String] = [:]
        for member in decl.flattenedMembers {
            switch member.kind {
            case .variableDecl:
                for binding in member.bindings {
                    properties.append(
                        PropertySummary(
                            name: file.text(binding.pattern),
                            attributes: member.attributes.map { file.name(of: $0) },
                            modifiers: member.modifiers.map { file.text($0) },
                            isLet: file.matches(member.keyword, "let"),
                            file: file, typeTokens: binding.type, initializerTokens: binding.initializer))
                }
            case .funcDecl:
                guard let name = file.name(of: member) else { break }
                methods.append(name)
                // Only what `Type.method()` needs, cheaply: static methods whose result is one name.
                guard let returned = member.returnType, returned.count == 1,
                    member.modifiers.contains(where: { file.matches($0.lowerBound, "static") || file.matches($0.lowerBound, "class") })
                else { break }
                let result = file.matches(returned.lowerBound, "Self") ? ProjectIndex.simpleName(file.name(of: decl) ?? "") : file.text(returned)
                if let known = results[name], known != result { results[name] = "" } else { results[name] = result }
            default:
                break
            }
        }
        self.properties = properties
        self.methods = methods
        methodResults = results.filter { !$0.value.isEmpty }
    }
}

extension TypeSummary {
    /// One clause (`#if`, `#elseif`, `#else`) of the `#if` block starting at `line` of the file.
    public struct Branch: Sendable, Hashable {
        public var line: Int
        public var clause: Int
    }

    /// Whether the two declarations sit in different clauses of one `#if` block, so at most one of
    /// them is ever compiled (`#if os(iOS) class Model … #else class Model … #endif` is one type).
    public func excludes(_ other: TypeSummary) -> Bool {
        guard path == other.path else { return false }
        return branches.contains { mine in other.branches.contains { $0.line == mine.line && $0.clause != mine.clause } }
    }
}

public struct PropertySummary: Sendable, Hashable {
    public var name: String
    public var attributes: [String]
    public var modifiers: [String]
    public var isLet: Bool
    /// The file and token ranges the texts below come from: most properties' type and initial
    /// value are never asked for, so they are not made into strings when the index is built.
    private let file: SourceFile
    private let typeTokens: Range<Int>?
    private let initializerTokens: Range<Int>?

    init(name: String, attributes: [String], modifiers: [String], isLet: Bool, file: SourceFile, typeTokens: Range<Int>?, initializerTokens: Range<Int>?) {
        self.name = name
        self.attributes = attributes
        self.modifiers = modifiers
        self.isLet = isLet
        self.file = file
        self.typeTokens = typeTokens
        self.initializerTokens = initializerTokens
    }

    /// The type annotation's text.
    public var type: String? { typeTokens.map { file.text($0) } }
    /// The initial value's text.
    public var initializer: String? { initializerTokens.map { file.text($0) } }

    public static func == (a: PropertySummary, b: PropertySummary) -> Bool {
        a.name == b.name && a.attributes == b.attributes && a.modifiers == b.modifiers && a.isLet == b.isLet && a.type == b.type
            && a.initializer == b.initializer
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(modifiers)
        hasher.combine(isLet)
        hasher.combine(typeTokens.map { file.byteRange($0) }?.count)
    }
}

/// A lock-protected store behind `ProjectIndex.memoized`. Computing under the lock is deliberate:
/// every file needs the same value, so the others wait for the first instead of repeating it. The
/// lock is recursive because one memoized value may be derived from another.
final class Memo: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var values: [String: any Sendable] = [:]

    func value<T: Sendable>(for key: String, _ compute: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        // Unwrap the dictionary's optional first: cast directly, a missing entry would pass as a
        // stored nil when `T` is itself optional, and `compute` would never run.
        if let stored = values[key], let value = stored as? T { return value }
        let value = compute()
        values[key] = value
        return value
    }
}
