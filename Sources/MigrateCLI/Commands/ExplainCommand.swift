import Foundation
import MigrationKit

/// `swift-migrate explain RULE-ID`: the rule's summary and minimum OS from the migration's rule
/// metadata (what `list` prints), then the rule's part of its documentation page
/// (`docs/migrations/<id>.md`, whose every rule the metadata tests require): the section headed by
/// the rule, with its before/after example, or the table row or list item naming it.
struct ExplainCommand {
    var migrations: [any Migration]
    var console: Console
    /// Where to look for `docs/migrations/`: the folders above these (the executable, the working
    /// directory), nearest first.
    var searchStarts: [String]

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try ArgumentSpec(flags: ["--help", "-h"], options: []).parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out(HelpText.explain + "\n")
            return .success
        }
        guard parsed.positional.count == 1, let id = parsed.positional.first else {
            throw UsageError("explain takes one rule id (see `swift-migrate list`)")
        }
        guard let migration = migrations.first(where: { $0.rules.contains { $0.id == id } }),
            let rule = migration.rules.first(where: { $0.id == id })
        else {
            let close = migrations.flatMap(\.rules).map(\.id).filter { $0.hasPrefix(id.prefix { $0 != "." }) }
            let hint = close.isEmpty ? "" : " (rules of \(id.prefix { $0 != "." }): \(close.joined(separator: ", ")))"
            throw UsageError("unknown rule '\(id)'\(hint)")
        }
        console.out(Self.explanation(of: rule, in: migration, searchStarts: searchStarts).text)
        return .success
    }

    /// The folders `explain` looks for the docs from: the working directory, then the executable's.
    static func defaultSearchStarts(_ console: Console) -> [String] {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent().path
        return [console.workingDirectory, executable]
    }

    /// What `explain` prints, and the documentation excerpt alone (Markdown), which SARIF's rule
    /// help carries too. `pagePath` names the page in the text (the SARIF log names it relative to
    /// the repository, so that the log does not depend on where the tool is installed).
    static func explanation(
        of rule: RuleDescription, in migration: any Migration, searchStarts: [String], pagePath: ((String) -> String)? = nil
    ) -> (text: String, excerpt: String?) {
        var text = "\(rule.id) — \(rule.summary)\n"
        text += "migration: \(migration.id) — \(migration.summary)\n"
        text += "minimum: \(migration.minimumDeployment.description)\n"
        guard let page = Self.page(for: migration.id, searchingFrom: searchStarts) else {
            text += "\nThe rule's documentation is docs/migrations/\(migration.id).md in the swift-migrate repository.\n"
            return (text, nil)
        }
        let excerpt = Self.excerpt(for: rule.id, in: page.text)
        text += "\nfrom \(pagePath?(page.path) ?? page.path):\n\n" + (excerpt ?? "(the page names the rule only in passing)") + "\n"
        return (text, excerpt)
    }

    static func page(for migration: String, searchingFrom starts: [String]) -> (path: String, text: String)? {
        for start in starts {
            var directory = start
            while !directory.isEmpty {
                let path = directory + "/docs/migrations/\(migration).md"
                if let text = try? String(contentsOfFile: path, encoding: .utf8) { return (path, text) }
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory { break }
                directory = parent
            }
        }
        return nil
    }

    /// The section whose heading names the rule (up to the next heading of the same or a higher
    /// level), else the heading above the first paragraph (or table row) naming it, with it.
    static func excerpt(for rule: String, in page: String) -> String? {
        let lines = page.components(separatedBy: "\n")
        let mention = "`\(rule)`"
        func level(_ line: String) -> Int? {
            let hashes = line.prefix { $0 == "#" }.count
            return hashes > 0 && line.dropFirst(hashes).first == " " ? hashes : nil
        }
        if let start = lines.firstIndex(where: { level($0) != nil && $0.contains(mention) }), let depth = level(lines[start]) {
            let end = lines[(start + 1)...].firstIndex { level($0).map { $0 <= depth } ?? false } ?? lines.count
            return lines[start..<end].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let line = lines.firstIndex(where: { $0.contains(mention) }) else { return nil }
        let heading = lines[..<line].last { level($0) != nil }
        var paragraph = line...line
        if !lines[line].hasPrefix("|") {
            func isBoundary(_ text: String) -> Bool { text.trimmingCharacters(in: .whitespaces).isEmpty || level(text) != nil }
            let first = lines[..<line].lastIndex(where: isBoundary).map { $0 + 1 } ?? 0
            let last = lines[(line + 1)...].firstIndex(where: isBoundary).map { $0 - 1 } ?? lines.count - 1
            paragraph = first...last
        }
        return ((heading.map { [$0, ""] } ?? []) + lines[paragraph]).joined(separator: "\n")
    }
}
