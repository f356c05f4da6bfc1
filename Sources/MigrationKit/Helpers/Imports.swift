import SourceSyntax

extension SourceFile {
    /// Adds `import module` at top level, after the last top-level import (or before the first
    /// declaration), never inside an `#if` clause: the rewritten code needs the module in every
    /// configuration. No edit when the file already imports it outside every `#if`.
    public func addingImport(_ module: String, rule: String) -> Edit? {
        guard !importsUnconditionally(module) else { return nil }
        if let last = topLevelImports.last {
            let end = tokens[last.decl.tokens.upperBound - 1].end
            return .insert(lineBreak + "import \(module)", at: end, rule: rule)
        }
        // After the header comment: at the start of the first token's own line.
        let first = declarations.first?.tokens.lowerBound ?? (tokens.count - 1)
        let at = lineRange(containing: tokens[first].start).lowerBound
        let blank = kind(first) == .endOfFile ? "" : lineBreak
        return .insert("import \(module)" + lineBreak + blank, at: at, rule: rule)
    }

    /// Removes the `import module` line(s). A top-level `#if` block that holds nothing but imports
    /// of `module` (`#if canImport(Combine)` ⏎ `import Combine` ⏎ `#endif`) goes as a whole.
    public func removingImport(_ module: String, rule: String) -> [Edit] {
        let emptied = declarations.filter { decl in
            decl.kind == .ifConfig && !decl.clauses.isEmpty
                && decl.clauses.allSatisfy { clause in
                    clause.members.allSatisfy { $0.kind == .importDecl && importedModule($0) == module }
                }
        }
        let inEmptied = { (statement: ImportStatement) in emptied.contains { $0.tokens.contains(statement.decl.tokens.lowerBound) } }
        return emptied.map { removal(ofTokens: $0.tokens, rule: rule) }
            + imports.filter { $0.module == module && !inEmptied($0) }.map { removal(ofTokens: $0.decl.tokens, rule: rule) }
    }

    private func importedModule(_ decl: Decl) -> String? { imports.first { $0.decl.tokens == decl.tokens }?.module }

    /// Replaces `import old` with `import new` in place (keeping `@testable` and the like). When
    /// `old` is imported only under `#if`, the new module would be too: `old` is removed and `new`
    /// added at top level instead (`addingImport`), so every configuration sees it.
    public func replacingImport(_ old: String, with new: String, rule: String) -> [Edit] {
        guard importsUnconditionally(old) else {
            return removingImport(old, rule: rule) + (addingImport(new, rule: rule).map { [$0] } ?? [])
        }
        return imports.filter { $0.module == old }.map { statement in
            let nameStart = statement.decl.tokens.upperBound - 1
            return Edit.replace(nameStart..<statement.decl.tokens.upperBound, in: self, with: new, rule: rule)
        }
    }
}
