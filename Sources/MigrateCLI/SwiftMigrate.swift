import Foundation
import MigrationKit
import Migrations

/// The command-line entry point: dispatches to a command and returns the exit code.
public enum SwiftMigrate {
    public static func main(
        _ arguments: [String], console: Console = .standard,
        migrations: [any Migration] = MigrationRegistry.all
    ) -> Int32 {
        guard let command = arguments.first else {
            console.out(HelpText.main + "\n")
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "--version", "version":
                console.out("swift-migrate \(ToolVersion.current)\n")
                return ExitCode.success.rawValue
            case "-h", "--help", "help":
                console.out(HelpText.main + "\n")
                return ExitCode.success.rawValue
            case "list":
                return try ListCommand(migrations: migrations, console: console).run(rest).rawValue
            case "predicate":
                let result = PredicateCommand.run(rest)
                console.out(result.stdout)
                console.err(result.stderr)
                return result.exitCode
            case "models":
                return try ModelsCommand(console: console).run(rest).rawValue
            case "bridge":
                return try BridgeCommand(console: console).run(rest).rawValue
            case "objc-order":
                return try ObjCOrderCommand(console: console).run(rest).rawValue
            case "xcodeproj":
                return try XcodeProjectCommand(console: console).run(rest).rawValue
            case "syntax":
                return try SyntaxCommand(console: console).run(rest).rawValue
            case "config":
                return try ConfigCommand(migrations: migrations, console: console).run(rest).rawValue
            case "explain":
                return try ExplainCommand(migrations: migrations, console: console, searchStarts: ExplainCommand.defaultSearchStarts(console)).run(rest)
                    .rawValue
            case "assess":
                return try AssessCommand(migrations: migrations, console: console).run(rest).rawValue
            case "diff", "apply", "scan":
                let mode = RunCommand.Mode(rawValue: command)!
                return try RunCommand(mode: mode, migrations: migrations, console: console).run(rest).rawValue
            default:
                throw UsageError("unknown command '\(command)'")
            }
        } catch let error as UsageError {
            console.err("error: \(error.description)\nRun `swift-migrate --help` for usage.\n")
            return ExitCode.usage.rawValue
        } catch {
            console.err("error: \(error)\n")
            return ExitCode.fileError.rawValue
        }
    }
}
