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

    /// Removes the `import module` line(s).
    public func removingImport(_ module: String, rule: String) -> [Edit] {
        imports.filter { $0.module == module }.map { removal(ofTokens: $0.decl.tokens, rule: rule) }
    }

    /// Replaces `import old` with `import new` in place (keeping `@testable` and the like).
    public func replacingImport(_ old: String, with new: String, rule: String) -> [Edit] {
        imports.filter { $0.module == old }.map { statement in
            let nameStart = statement.decl.tokens.upperBound - 1
            return Edit.replace(nameStart..<statement.decl.tokens.upperBound, in: self, with: new, rule: rule)
        }
    }
}
