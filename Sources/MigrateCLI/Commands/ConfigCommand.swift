import Foundation
import MigrationKit

/// `swift-migrate config --print [PATH…] [flags]`: the effective configuration for a run over
/// PATH — each migration on or off, each setting, the deployment target and the exclude patterns —
/// and where each value came from (the command line, `.swift-migrate.json`, the project's files,
/// or the default). It resolves them with the same code `diff` and `apply` use.
struct ConfigCommand {
    var migrations: [any Migration]
    var console: Console

    static let spec = ArgumentSpec(
        flags: ["--help", "-h", "--print"], options: ["--only", "--skip", "--set", "--min-ios", "--min-macos", "--min-tvos", "--min-watchos"])

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try Self.spec.parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out(HelpText.config + "\n")
            return .success
        }
        guard parsed.has("--print") else { throw UsageError("config needs --print (the only action it has)") }
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        // What `diff` and `apply` would run (`scan` and `assess` also run opt-in migrations).
        let runner = RunCommand(mode: .diff, migrations: migrations, console: console)
        let config = try runner.loadConfig(paths: paths)
        let selected = Set(try runner.selectMigrations(parsed, config: config).map(\.id))
        let options = try runner.runOptions(parsed, paths: paths, config: config)
        let file = config.path ?? ProjectConfig.fileName
        let flagsChoose = parsed.values["--only"] != nil || parsed.values["--skip"] != nil

        var text = "config file: \(config.path ?? "none found at or above \(paths.joined(separator: ", "))")\n\nmigrations:\n"
        for migration in migrations {
            let source = flagsChoose ? "command line" : config.migrations[migration.id] != nil ? file : "default"
            let optIn = migration.isOptIn && !selected.contains(migration.id) && source == "default" ? ", opt-in: --only \(migration.id)" : ""
            text += "  \(migration.id): \(selected.contains(migration.id) ? "on" : "off")  (\(source)\(optIn))\n"
        }
        let settings = migrations.flatMap(\.settings)
        if !settings.isEmpty {
            text += "\nsettings:\n"
            let given = Set((parsed.values["--set"] ?? []).compactMap { $0.split(separator: "=", maxSplits: 1).first.map(String.init) })
            for setting in settings {
                let value = options.settings[setting.key] ?? setting.values.first ?? "(not set)"
                let source = given.contains(setting.key) ? "command line" : config.settings[setting.key] != nil ? file : "default"
                text += "  \(setting.key)=\(value)  (\(source))\n"
            }
        }
        text += "\ndeployment target: "
        if options.deployment.versions.isEmpty {
            text += "none found (every minimum is taken as met)\n"
        } else {
            let versions = options.deployment.versions.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
            text += versions.joined(separator: ", ") + "  (\(options.deployment.source ?? "default"))\n"
        }
        text += "\nexclude: " + (config.exclude.isEmpty ? "nothing" : config.exclude.joined(separator: ", ") + "  (\(file))") + "\n"
        console.out(text)
        return .success
    }
}
