import MigrationKit
import SourceSyntax

/// Small migrations that exist only to exercise the engine: they rewrite in ways the real ones do
/// (remove attributes, rename calls, add imports) without depending on any of them.
struct RemoveAttributeMigration: Migration {
    var attribute = "Published"
    var id: String { "remove-attribute" }
    var summary: String { "Removes an attribute." }
    var rules: [RuleDescription] { [RuleDescription(id: "remove-attribute.remove", summary: "removes it")] }

    func isApplicable(to file: SourceFile) -> Bool { true }

    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        file.allDeclarations.flatMap { decl in
            decl.attributes.filter { file.name(of: $0) == attribute }.map { file.removal(of: $0, rule: "remove-attribute.remove") }
        }
    }
}

/// Renames calls to `old` into `new` and adds `import New`; warns about `forbidden()`.
struct RenameCallMigration: Migration {
    var id: String { "rename-call" }
    var summary: String { "Renames old() to new()." }
    var minimumDeployment: PlatformVersions { PlatformVersions([.iOS: Version(17)]) }
    var rules: [RuleDescription] {
        [
            RuleDescription(id: "rename-call.rename", summary: "renames"), RuleDescription(id: "rename-call.import", summary: "imports New"),
            RuleDescription(id: "rename-call.forbidden", summary: "warns about forbidden()"),
        ]
    }

    func isApplicable(to file: SourceFile) -> Bool { true }

    static let oldCall = FactKey<Void>("old-call")

    func scan(_ file: SourceFile, into facts: inout [Fact]) {
        for call in file.calls(named: ["old"]) {
            facts.append(Fact(Self.oldCall, about: file.path, path: file.path, line: file.location(ofToken: call.name).line))
        }
    }

    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        let all = 0..<file.tokens.count
        for call in file.calls(in: all, named: ["old"]) { edits.append(file.renaming(call, to: "new", rule: "rename-call.rename")) }
        for call in file.calls(in: all, named: ["forbidden"]) {
            context.warn("rename-call.forbidden", at: call.name, "cannot rename forbidden() automatically")
        }
        if !edits.isEmpty, let importEdit = file.addingImport("New", rule: "rename-call.import") { edits.append(importEdit) }
        return edits
    }
}

/// Produces an edit that breaks the file (an unterminated string), to test the safety check.
struct BreakingMigration: Migration {
    var id: String { "breaking" }
    var summary: String { "Breaks files." }
    var rules: [RuleDescription] { [] }
    func isApplicable(to file: SourceFile) -> Bool { true }
    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        file.bytes.isEmpty ? [] : [Edit.insert("\"", at: 0, rule: "breaking.quote")]
    }
}

/// Deletes files named `Obsolete.swift`: exercises deletion requests.
struct DeleteObsoleteMigration: Migration {
    var id: String { "delete-obsolete" }
    var summary: String { "Deletes Obsolete.swift." }
    var rules: [RuleDescription] { [RuleDescription(id: "delete-obsolete.file", summary: "deletes it")] }
    func isApplicable(to file: SourceFile) -> Bool { true }
    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        guard file.path.hasSuffix("Obsolete.swift") else { return [] }
        context.requestDeletion(rule: "delete-obsolete.file")
        return [Edit.insert("// ignored\n", at: 0, rule: "delete-obsolete.file")]
    }
}

/// Renames `old()` like `RenameCallMigration`, declares every type a unit, and ignores
/// `options.backedOut`: the engine alone must keep backed-out units as they were.
struct CarelessUnitMigration: Migration {
    var id: String { "careless" }
    var summary: String { "Renames old() to new() in every type, whatever was backed out." }
    var rules: [RuleDescription] { [RuleDescription(id: "careless.rename", summary: "renames")] }
    func isApplicable(to file: SourceFile) -> Bool { true }

    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        file.calls(in: 0..<file.tokens.count, named: ["old"]).map { file.renaming($0, to: "new", rule: "careless.rename") }
    }

    func unitName(at index: Int, in file: SourceFile) -> String? {
        file.declarationPath(to: index).first(where: \.isTypeDeclaration).flatMap { file.name(of: $0) }
    }
}

/// Asks for two overlapping edits. With `settles`, `old` → `new` and `old` → `other`, asked for
/// only while `old` is there, so the next pass has nothing left out; without it, two edits that
/// keep `x ` as it is, asked for on every pass.
struct OverlappingMigration: Migration {
    var settles: Bool
    var id: String { "overlapping" }
    var summary: String { "Asks for overlapping edits." }
    var rules: [RuleDescription] { [RuleDescription(id: "overlapping.edit", summary: "edits")] }
    func isApplicable(to file: SourceFile) -> Bool { true }
    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let text = String(decoding: file.bytes, as: UTF8.self)
        let word = settles ? "old" : "x "
        guard let range = text.range(of: word) else { return [] }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        if settles {
            let bytes = start..<(start + 3)
            return [Edit(range: bytes, replacement: "new", rule: "overlapping.edit"), Edit(range: bytes, replacement: "other", rule: "overlapping.edit")]
        }
        return [
            Edit(range: start..<(start + 1), replacement: "x", rule: "overlapping.edit"),
            Edit(range: start..<(start + 2), replacement: "x ", rule: "overlapping.edit"),
        ]
    }
}

/// Adds `var added = 0` at the top of every struct, once per struct of the same name in the file
/// (what a migration that finds its target by name alone does with namesakes). Its units are the
/// structs, by name.
struct AddsPropertyMigration: Migration {
    var id: String { "adds-property" }
    var summary: String { "Adds a property to every struct." }
    var rules: [RuleDescription] { [RuleDescription(id: "adds-property.add", summary: "adds it")] }

    func isApplicable(to file: SourceFile) -> Bool { true }

    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let structs = file.allDeclarations.filter { $0.kind == .structDecl }
        var edits: [Edit] = []
        for decl in structs {
            guard let name = file.name(of: decl), let body = decl.body, context.options.backOutReason(migration: id, unit: name) == nil else { continue }
            guard !decl.members.contains(where: { $0.kind == .variableDecl && file.text($0.tokens).contains("added") && file.text($0.tokens).contains("= 0") }) else { continue }
            let namesakes = structs.filter { file.name(of: $0) == name }.count
            for copy in 0..<namesakes {
                // Distinct texts: the applier merges identical edits, a real migration's copies differ too.
                edits.append(.insert("\n    var added = 0" + String(repeating: " ", count: copy), at: file.tokens[body.lowerBound].end, rule: "adds-property.add"))
            }
        }
        return edits
    }

    func unitName(at index: Int, in file: SourceFile) -> String? {
        file.declarationPath(to: index).first { $0.kind == .structDecl }.flatMap { file.name(of: $0) }
    }
}
