import MigrationKit
import SourceSyntax

/// Which class a written type name means, for classes that share a simple name.
///
/// A class whose simple name is its own is identified by that name, as everywhere else in this
/// migration. Classes that share one (`CellA.ViewModel`, `CellB.ViewModel`) are identified by their
/// qualified names, and a reference is resolved the way Swift looks it up: a qualified reference
/// (`CellA.ViewModel`) names the class whose qualified name ends with it; an unqualified one names
/// the class nested in the innermost enclosing scope that declares one (`ViewModel` inside `CellA`
/// or an extension of it means `CellA.ViewModel`), else a top-level one. A reference this cannot
/// settle resolves to nil, and the plan keeps every class it could mean.
///
/// It does not follow inherited members (a `ViewModel` found through a superclass or a protocol of
/// the enclosing type) nor `typealias`es: such a reference resolves to nil.
struct ClassIdentities: Sendable {
    /// Simple name → the distinct qualified names of the classes that declare it, when more than one.
    private var namesakes: [String: [String]] = [:]
    /// Qualified name → its declarations, when more than one of them can be compiled together.
    private(set) var clashes: [String: [TypeSummary]] = [:]

    init(index: ProjectIndex) {
        for (simple, summaries) in index.types {
            let classes = summaries.filter { $0.kind == .classDecl }
            let qualified = Set(classes.map(\.qualifiedName))
            if qualified.count > 1 { namesakes[simple] = qualified.sorted() }
            for name in qualified {
                let declarations = classes.filter { $0.qualifiedName == name }
                // `#if os(iOS) class Model … #else class Model … #endif` is one type.
                let together = declarations.indices.contains { a in
                    declarations.indices.contains { b in a < b && !declarations[a].excludes(declarations[b]) }
                }
                if together { clashes[name] = declarations }
            }
        }
    }

    /// Whether several classes have this simple name.
    func isNamesake(_ simple: String) -> Bool { namesakes[simple] != nil }

    /// The qualified names of the classes called `simple`, when there are several.
    func candidates(_ simple: String) -> [String] { namesakes[simple] ?? [] }

    /// The identity of the class `written` means where it is written (`scope`: the qualified name
    /// of the enclosing type, as `Outer.Inner`; nil at top level). Nil when it cannot be told.
    func identity(written: String, scope: String?) -> String? {
        let written = Self.bareName(written)
        let simple = TypeName.simple(written)
        guard let candidates = namesakes[simple] else { return simple }
        if written.contains(".") {
            // `CellA.ViewModel`, or `App.CellA.ViewModel` with a module in front.
            let matches = candidates.filter { $0 == written || $0.hasSuffix("." + written) || written.hasSuffix("." + $0) }
            return matches.count == 1 ? matches[0] : nil
        }
        var components = scope.map { $0.split(separator: ".").map(String.init) } ?? []
        while true {
            let candidate = (components + [simple]).joined(separator: ".")
            if candidates.contains(candidate) { return candidate }
            guard !components.isEmpty else { return nil }
            components.removeLast()
        }
    }

    /// The identity of a declaration or extension in the index.
    func identity(of summary: TypeSummary) -> String {
        identity(written: summary.qualifiedName, scope: nil) ?? summary.qualifiedName
    }

    /// The declarations and extensions of the class `identity`.
    func declarations(of identity: String, in index: ProjectIndex) -> [TypeSummary] {
        let all = index.declarations(of: identity)
        guard isNamesake(TypeName.simple(identity)) else { return all }
        return all.filter { self.identity(of: $0) == identity }
    }

    /// The facts under `key` about the class `identity`. Facts are recorded by simple name (the scan
    /// runs before the index exists); for namesakes, a fact belongs to the declaration whose lines
    /// hold it, and one that no declaration holds belongs to all of them.
    func facts<Value>(_ key: FactKey<Value>, about identity: String, in index: ProjectIndex) -> [Recorded<Value>] {
        let simple = TypeName.simple(identity)
        let facts = index.facts(key, about: simple)
        guard isNamesake(simple) else { return facts }
        return facts.filter { owners(simple, path: $0.path, line: $0.line, in: index).contains(identity) }
    }

    /// The identities of the classes called `simple` that code at `path:line` belongs to.
    func owners(_ simple: String, path: String, line: Int, in index: ProjectIndex) -> [String] {
        guard let candidates = namesakes[simple] else { return [simple] }
        let holding = index.declarations(of: simple).filter { $0.path == path && $0.line <= line && line <= $0.endLine }
        guard let innermost = holding.max(by: { $0.line < $1.line }) else { return candidates }
        return [identity(of: innermost)]
    }

    /// Where each class called `simple` is declared, for messages: `CellA.ViewModel (Cells.swift:3)`.
    func places(_ simple: String, in index: ProjectIndex) -> String {
        index.declarations(of: simple).filter { $0.kind == .classDecl }
            .map { "\($0.qualifiedName) (\($0.path):\($0.line))" }.sorted().joined(separator: ", ")
    }

    /// `CellA.ViewModel` for `CellA.ViewModel<Int>?` or `any CellA.ViewModel`.
    static func bareName(_ text: String) -> String {
        var name = String(text.drop(while: \.isWhitespace))
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        if let open = name.firstIndex(of: "<") { name = String(name[..<open]) }
        while let last = name.last, last == "?" || last == "!" || last.isWhitespace { name.removeLast() }
        return name
    }
}

extension SourceFile {
    /// The qualified name a type declaration or extension declares (`CellA.ViewModel`).
    func qualifiedTypeName(of decl: Decl) -> String? {
        lexicalScope(at: decl.name?.lowerBound ?? decl.keyword)
    }
}
