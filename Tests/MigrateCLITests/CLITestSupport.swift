import Foundation
import MigrateCLI
import MigrationKit
import SourceSyntax

/// Renames `old(` calls to `new(`: a migration that exists for the CLI tests only.
struct RenameOldToNew: Migration {
    /// The new name; a keyword makes output our parser accepts but the compiler's rejects.
    var newName = "new"
    var id: String { "rename" }
    var summary: String { "Renames old() to new()." }
    var rules: [RuleDescription] { [RuleDescription(id: "rename.call", summary: "old() → new()")] }
    func isApplicable(to file: SourceFile) -> Bool { true }
    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        file.calls(named: ["old"]).map { file.renaming($0, to: newName, rule: "rename.call") }
    }
}

/// Collects what a command printed.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }

    func console(in directory: URL, stdin: String = "") -> Console {
        Console(
            out: { text in self.lock.withLock { self.outText += text } },
            err: { text in self.lock.withLock { self.errText += text } },
            readStandardInput: { Array(stdin.utf8) },
            workingDirectory: directory.path)
    }
}

/// A scratch directory with files, removed afterwards.
struct Sandbox {
    let root: URL

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-cli-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func read(_ path: String) -> String { (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "<missing>" }

    func run(_ arguments: [String], stdin: String = "", migration: RenameOldToNew = RenameOldToNew()) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = SwiftMigrate.main(arguments, console: captured.console(in: root, stdin: stdin), migrations: [migration])
        return (code, captured.out, captured.err)
    }

    @discardableResult
    func shell(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Deletes `Obsolete.swift`, for the deletion paths of diff and apply.
struct DeleteObsolete: Migration {
    var id: String { "delete" }
    var summary: String { "Deletes Obsolete.swift." }
    var rules: [RuleDescription] { [RuleDescription(id: "delete.file", summary: "deletes it")] }
    func isApplicable(to file: SourceFile) -> Bool { true }
    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        if file.path.hasSuffix("Obsolete.swift") { context.requestDeletion(rule: "delete.file") }
        return []
    }
}

extension Sandbox {
    func run(_ arguments: [String], migrations: [any Migration]) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = SwiftMigrate.main(arguments, console: captured.console(in: root), migrations: migrations)
        return (code, captured.out, captured.err)
    }
}

/// Renames `old(` and warns about every `forbidden(` call, for diagnostics output.
struct WarnsAboutForbidden: Migration {
    var id: String { "warns" }
    var summary: String { "Warns about forbidden()." }
    var rules: [RuleDescription] { [RuleDescription(id: "warns.forbidden", summary: "forbidden() needs a human")] }
    func isApplicable(to file: SourceFile) -> Bool { true }
    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        for call in file.calls(named: ["forbidden"]) {
            context.warn("warns.forbidden", at: call.name, "forbidden() needs a human")
        }
        return file.calls(named: ["old"]).map { file.renaming($0, to: "new", rule: "warns.forbidden") }
    }
}
