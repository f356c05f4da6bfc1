/// An `import` declaration and the module it names.
public struct ImportStatement: Sendable {
    public var decl: Decl
    /// `Foundation`, or `UIKit.UIView` for a scoped import.
    public var module: String
}

extension SourceFile {
    /// The file's imports at top level and inside top-level `#if` blocks.
    public var imports: [ImportStatement] {
        Decl.flatten(declarations).filter { $0.kind == .importDecl }.map { decl in
            var i = decl.keyword + 1
            // `import struct Foo.Bar`: the kind keyword is not part of the module path.
            if kind(i) == .keyword { i += 1 }
            return ImportStatement(decl: decl, module: text(i..<decl.tokens.upperBound))
        }
    }

    public func imports(_ module: String) -> Bool { imports.contains { $0.module == module } }

    /// The imports outside every `#if`: what every build configuration of the file sees.
    public var topLevelImports: [ImportStatement] {
        let topLevel = Set(declarations.filter { $0.kind == .importDecl }.map(\.tokens.lowerBound))
        return imports.filter { topLevel.contains($0.decl.tokens.lowerBound) }
    }

    /// Whether every build configuration imports `module` (an import inside `#if` does not count).
    public func importsUnconditionally(_ module: String) -> Bool { topLevelImports.contains { $0.module == module } }
}
