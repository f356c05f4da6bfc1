import Foundation
import PackagePlugin

/// `swift package migrate <command> [options] [--target NAME]…` (or `swift package plugin migrate
/// …` where SwiftPM has a `migrate` subcommand of its own): runs swift-migrate (built from this
/// package) in the package's directory. `--target NAME` adds that target's Swift files to the
/// paths; with neither, the whole package is read. Writing commands need
/// `swift package --allow-writing-to-package-directory migrate apply …` where SwiftPM sandboxes
/// plugins (macOS); the plugin declares no permission so that `assess`, `diff` and `scan` run
/// without one.
@main
struct MigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var toolArguments = extractor.remainingArguments
        for name in targetNames {
            guard let target = context.package.targets.compactMap({ $0 as? SourceModuleTarget }).first(where: { $0.name == name }) else {
                let known = context.package.targets.map(\.name).joined(separator: ", ")
                Diagnostics.error("no target named '\(name)' in this package (targets: \(known))")
                throw MigratePluginError.failed
            }
            // The target's Swift files (a target's folder URL needs tools version 6.1).
            toolArguments += target.sourceFiles(withSuffix: "swift").map(\.url.path)
        }
        let tool = try context.tool(named: "swift-migrate")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // swift-migrate already printed why; 1 (`--exit-code`: changes pending) is an answer, not a failure.
        if process.terminationStatus != 0 && process.terminationStatus != 1 { throw MigratePluginError.failed }
    }
}

enum MigratePluginError: Error, CustomStringConvertible {
    case failed
    var description: String { "swift-migrate failed" }
}
