import SourceSyntax

/// Names a migration writes that the project may declare too (`Environment`, `State`, `Product`,
/// `Tag`, …). One rule for every migration: a top-level type or typealias of that name in the
/// project (the inputs or the package's other targets) shadows the framework's everywhere; a
/// nested one (`Outer.Product`) only inside its enclosing type. Where it shadows, the written name
/// is module-qualified (`SwiftUI.Environment`).
extension ProjectIndex {
    /// The project's own declaration of a type named `name` that code at `scope` (a lexical scope,
    /// `SourceFile.lexicalScope(at:)`; nil at top level) would see instead of the framework's.
    public func shadowingDeclaration(of name: String, inScope scope: String? = nil) -> TypeSummary? {
        var visible = [name]
        if let scope {
            var components = scope.split(separator: ".").map(String.init)
            while !components.isEmpty {
                visible.append((components + [name]).joined(separator: "."))
                components.removeLast()
            }
        }
        let candidates = (declarations(of: name) + contextDeclarations(of: name)).filter { !$0.isExtension }
        if let declared = candidates.first(where: { visible.contains($0.qualifiedName) }) { return declared }
        return nil
    }

    /// Whether the project shadows `name` at `scope` with a type or a typealias of its own.
    public func shadows(_ name: String, inScope scope: String? = nil) -> Bool {
        shadowingDeclaration(of: name, inScope: scope) != nil || typeAliases[name] != nil
    }

    /// `name`, or `module.name` where the project shadows it.
    public func spelling(_ name: String, module: String, inScope scope: String? = nil) -> String {
        shadows(name, inScope: scope) ? module + "." + name : name
    }
}
