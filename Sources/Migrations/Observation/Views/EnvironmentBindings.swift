import MigrationKit
import SourceSyntax

/// `$settings.name` on an `@Environment(Settings.self) var settings` needs a local
/// `@Bindable var settings = settings` at the top of the function or property that binds, since
/// `@Environment` has no `$` projection. The local shadows the property with the same object.
/// A body that was a single implicit-return expression gets an explicit `return` unless it is a
/// view builder (`body`, `@ViewBuilder`), where declarations are allowed as they are.
struct EnvironmentBindings {

    let file: SourceFile
    let index: ProjectIndex
    let plan: ObservationPlan

    func edits(context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        for type in ViewTypes(file: file) {
            let names = boundEnvironmentObjects(of: type.name)
            guard !names.isEmpty else { continue }
            // Where each property is declared: under `#if`, its local binding must be too.
            var declaredAt: [String: Int] = [:]
            for member in type.decl.flattenedMembers where member.kind == .variableDecl {
                for binding in member.bindings where names.contains(file.text(binding.pattern)) { declaredAt[file.text(binding.pattern)] = member.keyword }
            }
            for member in type.decl.flattenedMembers {
                guard let block = codeBlock(of: member) else { continue }
                edits += insertions(for: names, in: block, member: member, declaredAt: declaredAt, context: context)
            }
        }
        return edits
    }

    /// Converted `@EnvironmentObject` properties of `typeName` (in any file) used as `$name`.
    private func boundEnvironmentObjects(of typeName: String) -> [String] {
        let bound = Set(index.facts(ObservationFact.dollar, about: typeName).map(\.value))
        var names: [String] = []
        // Namesakes (an iOS and a macOS `ContentView`) share the summary lookup: each name once.
        for summary in index.declarations(of: typeName) {
            for property in summary.properties where property.attributes.contains("EnvironmentObject") && bound.contains(property.name) {
                guard let written = property.type, let type = plan.identities.identity(written: written, scope: summary.qualifiedName),
                    plan.converted.contains(type), !names.contains(property.name)
                else { continue }
                names.append(property.name)
            }
        }
        return names
    }

    /// The statements block of a function, initializer, computed property or its getter.
    private func codeBlock(of member: Decl) -> Range<Int>? {
        switch member.kind {
        case .funcDecl, .initDecl:
            return member.body
        case .variableDecl, .subscriptDecl:
            guard let accessors = member.kind == .subscriptDecl ? member.body : member.bindings.first?.accessors,
                member.bindings.count <= 1
            else { return nil }
            if file.matches(accessors.lowerBound + 1, "get"), file.kind(accessors.lowerBound + 2) == .leftBrace,
                let close = file.matching(accessors.lowerBound + 2)
            {
                return (accessors.lowerBound + 2)..<(close + 1)
            }
            return file.observerBlocks(in: accessors) == nil ? accessors : nil
        default:
            return nil
        }
    }

    private func insertions(
        for names: [String], in block: Range<Int>, member: Decl, declaredAt: [String: Int], context: MigrationContext
    ) -> [Edit] {
        let statements = file.statements(in: block)
        guard let first = statements.first else { return [] }
        let existing = Set(statements.map { file.text($0) })
        let bindable = index.spelling("Bindable", module: "SwiftUI", inScope: file.lexicalScope(at: member.keyword))
        let needed = names.filter { name in
            block.contains { file.kind($0) == .dollarIdentifier && file.matches($0, "$" + name) && file.isBareDollarName($0) }
                && !existing.contains("@\(bindable) var \(name) = \(name)")
        }
        guard !needed.isEmpty else { return [] }
        let start = file.tokens[first.lowerBound].start
        let sameLine = !file.startsLine(first.lowerBound)
        let separator = sameLine ? "; " : file.lineBreak + file.indentation(ofLineContaining: start)
        let indentation = file.indentation(ofLineContaining: start)
        let around = file.enclosingClauses(of: block.lowerBound)
        var lines: [String] = []
        for name in needed {
            let line = "@\(bindable) var \(name) = \(name)"
            // A property declared under `#if` exists only there: its binding goes under the same clauses.
            let clauses = declaredAt[name].map { file.enclosingClauses(of: $0) } ?? []
            guard clauses.starts(with: around) || around.starts(with: clauses) else {
                context.warn(
                    ObservationRule.environmentObject, at: member.keyword,
                    "`$\(name)` is used here, outside the `#if` clause that declares `\(name)`: add `@Bindable var \(name) = \(name)` by hand where both exist")
                continue
            }
            let extra = Array(clauses.dropFirst(min(around.count, clauses.count)))
            if extra.isEmpty {
                lines.append(line)
            } else {
                guard !sameLine else { return [] }
                lines.append(String(file.conditioned([line], by: extra, lineBreak: file.lineBreak, indentation: indentation).dropFirst(indentation.count)))
            }
        }
        guard !lines.isEmpty else { return [] }
        var text = lines.joined(separator: separator) + separator
        if needsReturn(statements, member: member) { text += "return " }
        return [.insert(text, at: start, rule: ObservationRule.environmentObject)]
    }

    /// A single-expression body outside a view builder loses its implicit return once a
    /// declaration comes first.
    private func needsReturn(_ statements: [Range<Int>], member: Decl) -> Bool {
        guard statements.count == 1 else { return false }
        let isBuilder = file.name(of: member) == "body" || member.attributes.contains { file.name(of: $0).hasSuffix("Builder") }
        if isBuilder { return false }
        switch member.kind {
        case .funcDecl: guard member.returnType != nil else { return false }
        case .initDecl: return false
        default: break
        }
        let head = statements[0].lowerBound
        let statementKeywords: Set<String> = ["return", "let", "var", "if", "guard", "for", "while", "switch", "do", "throw", "defer"]
        return !(file.kind(head) == .keyword && statementKeywords.contains(file.text(of: head)))
    }
}
