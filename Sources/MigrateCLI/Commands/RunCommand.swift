import Foundation
import MigrationKit
import PatchPrinter

/// `diff`, `apply` and `scan`: select migrations, find and read files, run, then show or write.
struct RunCommand {
    enum Mode: String { case diff, apply, scan }

    var mode: Mode
    var migrations: [any Migration]
    var console: Console

    static let spec = ArgumentSpec(
        flags: ["--help", "-h", "--exit-code", "--verify", "--allow-dirty", "--ignore-deployment-target"],
        options: ["--only", "--skip", "--color", "--format", "--min-ios", "--min-macos", "--min-tvos", "--min-watchos", "--set"])

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try Self.spec.parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out((mode == .diff ? HelpText.diff : mode == .apply ? HelpText.apply : HelpText.scan) + "\n")
            return .success
        }
        let selected = try selectMigrations(parsed)
        let format = parsed.value("--format") ?? "text"
        guard format == "text" || format == "json" else { throw UsageError("--format must be text or json") }
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        let options = try runOptions(parsed, paths: paths)

        if paths == ["-"] { return try runOnStandardInput(selected, options: options, parsed: parsed) }
        guard !paths.contains("-") else { throw UsageError("'-' (stdin) cannot be combined with other paths") }

        let found = SourceDiscovery.swiftFiles(in: paths.map(resolve))
        var failedToRead = found.missing.map { "error: cannot read \($0)" }
        let read = parallelMap(found.files) { file in FileManager.default.contents(atPath: file).map { Array($0) } }
        var inputs: [SourceInput] = []
        for (file, bytes) in zip(found.files, read) {
            guard let bytes else { failedToRead.append("error: cannot read \(file)"); continue }
            inputs.append(SourceInput(path: display(file), bytes: bytes))
        }
        var report = MigrationRunner(migrations: selected, options: options).run(inputs)
        if parsed.has("--verify"), mode != .scan { report = try verify(report) }
        for line in failedToRead { console.err(line + "\n") }

        switch mode {
        case .scan: printScan(report, format: format)
        case .diff: printDiff(report, format: format, color: try useColor(parsed))
        case .apply: try write(&report, allowDirty: parsed.has("--allow-dirty"), format: format)
        }
        if report.count(.failed) > 0 || !failedToRead.isEmpty { return .fileError }
        if parsed.has("--exit-code"), report.files.contains(where: \.isChange) { return .changesPending }
        return .success
    }

    // MARK: Setup

    func selectMigrations(_ parsed: ParsedArguments) throws -> [any Migration] {
        let known = Set(migrations.map(\.id))
        let only = parsed.list("--only"), skip = parsed.list("--skip")
        for id in only + skip where !known.contains(id) {
            throw UsageError("unknown migration '\(id)' (known: \(known.sorted().joined(separator: ", ")))")
        }
        return migrations.filter { (only.isEmpty || only.contains($0.id)) && !skip.contains($0.id) }
    }

    func runOptions(_ parsed: ParsedArguments, paths: [String]) throws -> MigrationOptions {
        var options = MigrationOptions(ignoreDeploymentTarget: parsed.has("--ignore-deployment-target"))
        let flags: [(String, Platform)] = [("--min-ios", .iOS), ("--min-macos", .macOS), ("--min-tvos", .tvOS), ("--min-watchos", .watchOS)]
        var given: [Platform: Version] = [:]
        for (flag, platform) in flags {
            guard let raw = parsed.value(flag) else { continue }
            guard let version = Version(raw) else { throw UsageError("\(flag) needs a version such as 17 or 14.2") }
            given[platform] = version
        }
        if given.isEmpty {
            options.deployment = DeploymentTargetReader.targets(near: paths[0] == "-" ? console.workingDirectory : resolve(paths[0]))
        } else {
            options.deployment = DeploymentTargets(versions: given, source: "command line")
        }
        for setting in parsed.values["--set"] ?? [] {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw UsageError("--set needs KEY=VALUE") }
            options.settings[parts[0]] = parts[1]
        }
        return options
    }

    func useColor(_ parsed: ParsedArguments) throws -> Bool {
        switch parsed.value("--color") ?? "auto" {
        case "auto": return console.stdoutIsTerminal
        case "always": return true
        case "never": return false
        default: throw UsageError("--color must be auto, always or never")
        }
    }

    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: console.workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    /// Paths are shown relative to the working directory, as the user typed them, so diffs apply with `git apply`.
    func display(_ absolute: String) -> String {
        let base = URL(fileURLWithPath: console.workingDirectory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    // MARK: Output

    func printDiagnostics(_ report: RunReport) {
        for outcome in report.files {
            for diagnostic in outcome.diagnostics { console.err(diagnostic.formatted + "\n") }
            if let reason = outcome.reason, outcome.status == .failed { console.err("\(outcome.path): error: \(reason)\n") }
        }
        for note in report.notes { console.err("note: \(note)\n") }
    }

    func printDiff(_ report: RunReport, format: String, color: Bool) {
        if format == "json" {
            console.out(JSONReport(report, includePatches: true).encoded() + "\n")
            return
        }
        let printer = UnifiedDiff(color: color)
        let patches = parallelMap(report.files.filter(\.isChange)) { printer.render($0) }
        console.out(patches.joined())
        printDiagnostics(report)
        console.err(Summary.line(report) + "\n")
    }

    func printScan(_ report: RunReport, format: String) {
        if format == "json" {
            console.out(JSONReport(report, includePatches: false).encoded() + "\n")
            return
        }
        var text = ""
        for outcome in report.files where outcome.isChange || !outcome.diagnostics.isEmpty || outcome.status == .failed {
            var perMigration: [String: (edits: Int, warnings: Int)] = [:]
            for (rule, count) in outcome.editCounts { perMigration[migrationID(of: rule), default: (0, 0)].edits += count }
            for diagnostic in outcome.diagnostics { perMigration[migrationID(of: diagnostic.rule), default: (0, 0)].warnings += 1 }
            let parts = perMigration.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.edits) edits, \($0.value.warnings) by hand" }
            let summary = outcome.status == .failed ? "cannot migrate safely (\(outcome.reason ?? ""))"
                : (outcome.status == .deleted ? "to be deleted; " : "") + parts.joined(separator: "; ")
            text += "\(outcome.path): " + summary + "\n"
        }
        console.out(text)
        for note in report.notes { console.err("note: \(note)\n") }
        let pending = report.files.filter { $0.isChange || !$0.diagnostics.isEmpty }.count
        console.err("\(pending) of \(report.files.count) files have something left to migrate; " + Summary.line(report) + "\n")
    }

    func migrationID(of rule: String) -> String { String(rule.split(separator: ".").first ?? Substring(rule)) }

    // MARK: Writing

    func verify(_ report: RunReport) throws -> RunReport {
        guard let verifier = CompilerVerifier.locate() else { throw UsageError("--verify needs swiftc on PATH") }
        var report = report
        let changed = report.files.filter { $0.status == .changed }
        let rejected = verifier.rejections(rewritten: Dictionary(uniqueKeysWithValues: changed.map { ($0.path, $0.rewritten) }),
                                           originals: Dictionary(uniqueKeysWithValues: changed.map { ($0.path, $0.original) }))
        for i in report.files.indices {
            guard let message = rejected[report.files[i].path] else { continue }
            report.files[i].status = .failed
            report.files[i].reason = "the compiler's parser rejects the rewritten file (\(message)); file left unchanged"
            report.files[i].rewritten = report.files[i].original
        }
        return report
    }

    func write(_ report: inout RunReport, allowDirty: Bool, format: String) throws {
        let changed = report.files.filter(\.isChange)
        if !allowDirty {
            let dirty = GitStatus.dirtyFiles(among: changed.map { resolve($0.path) })
            if !dirty.isEmpty {
                for path in dirty.sorted() { console.err("error: \(display(path)) has uncommitted changes\n") }
                console.err("error: commit or stash them first, or pass --allow-dirty; nothing was written\n")
                for i in report.files.indices where dirty.contains(resolve(report.files[i].path)) {
                    report.files[i].status = .failed
                    report.files[i].reason = "uncommitted changes"
                }
                printDiagnostics(report)
                return
            }
        }
        for i in report.files.indices where report.files[i].isChange {
            do {
                if report.files[i].status == .deleted {
                    try FileManager.default.removeItem(atPath: resolve(report.files[i].path))
                    continue
                }
                try AtomicWriter.write(report.files[i].rewritten, to: resolve(report.files[i].path))
            } catch {
                report.files[i].status = .failed
                report.files[i].reason = "\(error)"
            }
        }
        if format == "json" {
            console.out(JSONReport(report, includePatches: false).encoded() + "\n")
            return
        }
        printDiagnostics(report)
        console.err(Summary.line(report) + "\n")
    }

    /// `-`: read stdin; `diff` prints the patch, `apply` prints the rewritten text.
    func runOnStandardInput(_ selected: [any Migration], options: MigrationOptions, parsed: ParsedArguments) throws -> ExitCode {
        let input = SourceInput(path: "stdin.swift", bytes: console.readStandardInput())
        let report = MigrationRunner(migrations: selected, options: options).run([input])
        let outcome = report.files[0]
        switch mode {
        case .apply: console.outBytes(outcome.rewritten)
        case .diff: console.out(UnifiedDiff(color: try useColor(parsed)).render(outcome))
        case .scan: printScan(report, format: parsed.value("--format") ?? "text")
        }
        printDiagnostics(report)
        if outcome.status == .failed { return .fileError }
        if parsed.has("--exit-code"), outcome.isChange { return .changesPending }
        return .success
    }
}
