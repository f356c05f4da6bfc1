import SourceSyntax

/// What converting a single call or class needs to know about the whole file, worked out once per file.
///
/// Asking the file's declarations again for every assertion (`file.allDeclarations` builds the list
/// anew each time) made a class's conversion quadratic in its number of tests, and asking for every
/// class made a file's conversion quadratic in its number of classes.
struct FileOverview {
    /// One level of indentation, as the file writes it.
    let indentUnit: String
    /// Functions the file declares `throws`, by name.
    let throwingFunctions: Set<String>
    /// Names bound by the file's global `var`s.
    let globalVariables: Set<String>

    init(_ file: SourceFile) {
        let declarations = file.allDeclarations
        // The first indented declaration that starts a line shows the unit.
        let indented = declarations.lazy.filter { file.startsLine($0.tokens.lowerBound) }
            .map { file.indentation(ofLineContaining: file.tokens[$0.tokens.lowerBound].start) }
            .first { !$0.isEmpty }
        indentUnit = indented.map { $0.hasPrefix("\t") ? "\t" : $0 } ?? "    "
        throwingFunctions = Set(
            declarations.filter { decl in
                decl.kind == .funcDecl && decl.effects.contains { file.matches($0.lowerBound, "throws") }
            }.compactMap { file.name(of: $0) })
        globalVariables = Set(
            Decl.flatten(file.declarations).filter { $0.kind == .variableDecl && file.matches($0.keyword, "var") }
                .flatMap { decl in decl.bindings.map { file.text($0.pattern) } })
    }
}
