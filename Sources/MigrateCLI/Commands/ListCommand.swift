import Foundation
import MigrationKit

/// `swift-migrate list`: the migrations, their rules and minimum OS.
struct ListCommand {
    var migrations: [any Migration]
    var console: Console

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try ArgumentSpec(flags: ["--help", "-h"], options: ["--format"]).parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out(HelpText.list + "\n")
            return .success
        }
        guard parsed.positional.isEmpty else { throw UsageError("list takes no paths") }
        if parsed.value("--format") == "json" {
            let entries: [[String: Any]] = migrations.map { migration in
                [
                    "id": migration.id, "summary": migration.summary, "minimum": migration.minimumDeployment.description, "optIn": migration.isOptIn,
                    "rules": migration.rules.map { ["id": $0.id, "summary": $0.summary] },
                    "settings": migration.settings.map { ["key": $0.key, "values": $0.values, "summary": $0.summary] as [String: Any] },
                ]
            }
            let report: [String: Any] = ["version": ToolVersion.current, "migrations": entries]
            let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            console.out(String(decoding: data, as: UTF8.self) + "\n")
            return .success
        }
        var text = ""
        for migration in migrations {
            text += "\(migration.id) — \(migration.summary)\n"
            text += "  minimum: \(migration.minimumDeployment.description)\n"
            if migration.isOptIn { text += "  opt-in: runs only when named (--only \(migration.id))\n" }
            let width = migration.rules.map(\.id.count).max() ?? 0
            for rule in migration.rules {
                text += "  " + rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + rule.summary + "\n"
            }
            for setting in migration.settings {
                text += "  --set \(setting.key)=\(setting.values.isEmpty ? "…" : setting.values.joined(separator: "|"))  \(setting.summary)\n"
            }
            text += "\n"
        }
        if migrations.isEmpty { text = "no migrations registered\n" }
        console.out(text)
        return .success
    }
}
