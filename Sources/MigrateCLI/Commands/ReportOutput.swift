import Foundation
import MigrationKit
import PatchPrinter

/// Where a run's report goes and in which format: `text` (diagnostics on stderr, as compilers
/// print them), `json` (our schema), `sarif` (code scanning) or `github` (workflow annotations),
/// on stdout or, with `-o FILE`, in a file. The output layer renders each format; this picks the
/// rules a SARIF log describes and writes.
struct ReportOutput {
    static let names = ["text", "json", "sarif", "github"]

    var name: String
    /// `-o FILE`, resolved against the working directory.
    var file: String?
    /// The migrations that ran: their rules are the SARIF log's descriptors.
    var selected: [any Migration]

    init(_ parsed: ParsedArguments, selected: [any Migration], resolve: (String) -> String, formats: [String] = Self.names) throws {
        name = parsed.value("--format") ?? "text"
        guard formats.contains(name) else { throw UsageError("--format must be \(formats.joined(separator: ", "))") }
        file = (parsed.value("-o") ?? parsed.value("--output")).map(resolve)
        // Checked before the run: `apply` would otherwise write every file and only then find
        // that its report cannot be.
        if let file {
            var isDirectory: ObjCBool = false
            let folder = (file as NSString).deletingLastPathComponent
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError("-o \(file): no folder \(folder)")
            }
        }
        self.selected = selected
    }

    /// A format other programs read: all of the report goes to stdout (or the file).
    var isMachineReadable: Bool { name != "text" }

    /// The SARIF log or the annotations of a run.
    func findings(_ report: RunReport, inputErrors: [InputError], rewrites: SARIFLog.Rewrites, console: Console) -> String {
        if name == "github" { return GitHubAnnotations.lines(report, inputErrors: inputErrors) }
        let workingDirectory = InputFiles.realPath(console.workingDirectory) ?? console.workingDirectory
        return SARIFLog(report, rules: sarifRules(console), inputErrors: inputErrors, rewrites: rewrites, workingDirectory: workingDirectory).encoded()
            + "\n"
    }

    /// Every rule of the migrations that ran, with `explain`'s text as help, then the engine's.
    func sarifRules(_ console: Console) -> [SARIFRule] {
        let starts = ExplainCommand.defaultSearchStarts(console)
        var rules = selected.flatMap { migration in
            migration.rules.map { rule in
                let explained = ExplainCommand.explanation(of: rule, in: migration, searchStarts: starts) { path in
                    // Named as in the repository: the log should not depend on where it was made.
                    path.range(of: "docs/migrations/", options: .backwards).map { String(path[$0.lowerBound...]) } ?? path
                }
                return SARIFRule(id: rule.id, summary: rule.summary, help: explained.text, helpMarkdown: explained.excerpt)
            }
        }
        rules += EngineRules.descriptions.map { SARIFRule(id: $0.id, summary: $0.summary, help: $0.summary) }
        return rules
    }

    /// Writes the rendered report to the file (atomically) or stdout.
    func emit(_ text: String, console: Console) throws {
        guard let file else {
            console.out(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw ReportWriteError(path: file, reason: error.localizedDescription)
        }
    }
}

struct ReportWriteError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write \(path): \(reason)" }
}
