import Foundation
import MigrationKit
import PatchPrinter
import PredicateKit

/// `diff`, `apply` and `scan`: select migrations, find and read files, run, then show or write.
struct RunCommand {
    enum Mode: String { case diff, apply, scan }

    var mode: Mode
    var migrations: [any Migration]
    var console: Console

    static let spec = ArgumentSpec(
        flags: [
            "--help", "-h", "--exit-code", "--verify", "--allow-dirty", "--allow-dirty-delete", "--ignore-deployment-target",
            "--allow-broken-baseline", "--quiet", "--raise-deployment-target", "--verbose", "--allow-owner-change",
        ],
        options: [
            "--only", "--skip", "--color", "--format", "--min-ios", "--min-macos", "--min-tvos", "--min-watchos",
            "--force-language", "--check-rounds", "--set", "-o", "--output",
        ],
        flagsWithOptionalValue: ["--check-build", "--check-tests"])

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try Self.spec.parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out((mode == .diff ? HelpText.diff : mode == .apply ? HelpText.apply : HelpText.scan) + "\n")
            return .success
        }
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        let config = try loadConfig(paths: paths)
        let selected = try selectMigrations(parsed, config: config)
        let format = try ReportOutput(parsed, selected: selected, resolve: resolve)
        if format.file != nil, !format.isMachineReadable {
            throw UsageError("-o writes a json, sarif or github report; text goes to the terminal")
        }
        if let language = parsed.value("--force-language"), language != "swift" {
            throw UsageError("--force-language takes only 'swift'")
        }
        let style = try OutputStyle(parsed, console: console)
        let options = try runOptions(parsed, paths: paths, config: config)
        // Checked whatever the other flags: a bad number is a usage error even where it is unused.
        _ = try Self.checkRounds(parsed)

        if paths == ["-"] { return try runOnStandardInput(selected, options: options, parsed: parsed, style: style) }
        guard !paths.contains("-") else { throw UsageError("'-' (stdin) cannot be combined with other paths") }

        let progress = Progress(console: console)
        defer { progress.finish() }
        let read = try readInputs(paths: paths, parsed: parsed, config: config, progress: progress, objc: selected.contains { $0.id == "objc" })
        let inputs = read.inputs
        let inputErrors = read.inputErrors
        let snapshots = read.snapshots
        if read.nothingFound, !format.isMachineReadable {
            console.err("warning: no Swift files found in \(paths.joined(separator: ", "))\n")
        }
        progress.update("migrating \(inputs.count.formatted()) files")
        var report = dryRun(read, migrations: selected, options: options)
        if parsed.has("--verify"), mode != .scan {
            progress.update("verifying with the compiler's parser")
            report = try verify(report)
        }

        var interrupted: Int32?
        switch mode {
        case .scan:
            progress.finish()
            try printScan(report, inputErrors: inputErrors, format: format, style: style)
        case .diff where parsed.has("--check-build") || parsed.has("--check-tests"):
            var loop = try checkLoop(parsed, paths: paths, selected: selected, options: options, progress: progress)
            let scratch = try ScratchCopy(of: loop.build.directory)
            defer { scratch.remove() }
            var copies: [String: FileSnapshot] = [:]
            for (display, snapshot) in snapshots {
                guard let path = scratch.path(for: snapshot.path) else {
                    throw UsageError("\(display) is outside \(loop.build.directory); --check-build checks inputs inside the package")
                }
                copies[display] = try FileSnapshot.read(path)
            }
            loop.build.directory = scratch.root
            loop.tests?.directory = scratch.root
            loop.build.temporaryDirectory = scratch.temporaryDirectory
            loop.tests?.temporaryDirectory = scratch.temporaryDirectory
            let location = { (display: String) in createdFileLocation(display).flatMap(scratch.path(for:)) }
            if let failure = runCheck(
                loop, read: read, snapshots: copies, location: location, into: &report, format: format.name, style: style, progress: progress)
            {
                return failure
            }
            progress.finish()
            try printDiff(report, inputErrors: inputErrors, format: format, style: style)
            if report.check?.hitBound == true { return .fileError }
        case .diff:
            progress.finish()
            try printDiff(report, inputErrors: inputErrors, format: format, style: style)
        case .apply where parsed.has("--check-build") || parsed.has("--check-tests"):
            let writer = ApplyWriter(
                console: console, progress: progress, allowDirty: parsed.has("--allow-dirty"),
                allowDirtyDelete: parsed.has("--allow-dirty-delete"))
            if writer.refuseUncommitted(&report, changes: report.files.indices.filter { report.files[$0].isChange }, snapshots: snapshots) {
                progress.finish()
                printDiagnostics(report, inputErrors: inputErrors, style: style)
                console.err(Summary.line(report, inputErrors: inputErrors.count) + "\n")
                return .fileError
            }
            let loop = try checkLoop(parsed, paths: paths, selected: selected, options: options, progress: progress)
            if let failure = runCheck(
                loop, read: read, snapshots: snapshots, location: createdFileLocation, into: &report, format: format.name, style: style,
                progress: progress)
            {
                return failure
            }
            progress.finish()
            try printWritten(report, inputErrors: inputErrors, format: format, style: style)
            if report.check?.hitBound == true { return .fileError }
        case .apply:
            var writer = ApplyWriter(
                console: console, progress: progress, allowDirty: parsed.has("--allow-dirty"),
                allowDirtyDelete: parsed.has("--allow-dirty-delete"))
            writer.allowOwnerChange = parsed.has("--allow-owner-change")
            writer.wholeMigrations = Set(selected.filter(\.writesAsOneUnit).map(\.id))
            interrupted = writer.write(&report, snapshots: snapshots)
            progress.finish()
            try printWritten(report, inputErrors: inputErrors, format: format, style: style)
        }
        if let interrupted { return interrupted == SIGTERM ? .terminated : .interrupted }
        if report.count(.failed) > 0 || !inputErrors.isEmpty { return .fileError }
        if parsed.has("--exit-code"), report.files.contains(where: \.isChange) { return .changesPending }
        return .success
    }

    /// What a run reads: the Swift inputs, and the Core Data models, storyboards and xibs among them
    /// (resources), their snapshots, and the package's other sources as read-only context.
    struct ReadInputs {
        var inputs: [SourceInput] = []
        var snapshots: [String: FileSnapshot] = [:]
        var resourcePaths: Set<String> = []
        var inputErrors: [InputError] = []
        var notes: [String] = []
        var context: [SourceInput] = []
        /// No Swift file and no unreadable path: the paths hold nothing to migrate.
        var nothingFound = false
    }

    /// Finds and reads the inputs under `paths`; `diff`, `apply`, `scan` and `assess` all start here.
    func readInputs(paths: [String], parsed: ParsedArguments, config: ProjectConfig, progress: Progress, objc: Bool = false) throws -> ReadInputs {
        var found = try InputFiles(
            paths: paths, workingDirectory: console.workingDirectory,
            forceSwift: parsed.value("--force-language") == "swift",
            // A build check copies the package alone: a project above it is not part of that.
            enclosingProjects: !(parsed.has("--check-build") || parsed.has("--check-tests")))
        let excluded = found.files.filter { config.excludes($0.path) }
        if !excluded.isEmpty {
            found.files.removeAll { config.excludes($0.path) }
        }
        var read = ReadInputs()
        read.inputErrors = found.unreadable.map { InputError(path: nil, message: $0) }
        read.nothingFound = found.files.isEmpty && found.unreadable.isEmpty
        progress.update("reading \(found.files.count.formatted()) files")
        let results = parallelMap(found.files) { file in Result { try FileSnapshot.read(file.path) } }
        for (file, result) in zip(found.files, results) {
            switch result {
            case .failure(let error):
                read.inputErrors.append(InputError(path: file.display, message: "\(error)"))
            case .success(let snapshot):
                if let encoding = TextEncoding.unsupported(snapshot.bytes) {
                    read.inputErrors.append(InputError(path: file.display, message: TextEncoding.refusal(encoding)))
                    continue
                }
                read.inputs.append(SourceInput(path: file.display, bytes: snapshot.bytes))
                read.snapshots[file.display] = snapshot
            }
        }
        // Core Data models in the inputs: read (their current version's `contents`) so a migration
        // can generate from them and rewrite them, never searched for Swift files.
        let models = modelResources(bundles: found.modelBundles)
        read.inputErrors += models.errors
        for (display, snapshot) in models.found {
            read.inputs.append(SourceInput(path: display, bytes: snapshot.bytes))
            read.snapshots[display] = snapshot
            read.resourcePaths.insert(display)
        }
        // Storyboards and xibs: read so that a migration knows which classes they make (uikit
        // bridges nothing a storyboard builds); never rewritten.
        for (display, snapshot) in interfaceBuilderResources(found.interfaceBuilder) where !read.resourcePaths.contains(display) {
            read.inputs.append(SourceInput(path: display, bytes: snapshot.bytes))
            read.snapshots[display] = snapshot
            read.resourcePaths.insert(display)
        }
        // Xcode projects always (a migration that creates or deletes a file updates the project
        // that lists it, `XcodeProjectSync`), Objective-C files when the objc migration runs: read
        // as resources, never searched for Swift.
        var linkNotes: [String] = []
        do {
            let base = InputFiles.realPath(console.workingDirectory) ?? console.workingDirectory
            let prefix = base.hasSuffix("/") ? base : base + "/"
            let all = found.objc.filter { !config.excludes($0) && (objc || XcodeProjectSync.isProjectFile($0)) }
            func shown(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
            // A link to a file the walk also found (SwiftPM's `include/X.h` → `../X.h`) is that
            // file once: read twice, its pair would delete it twice, and `git apply` rejects that.
            // Files come before the links to them, so that a link is what the note names.
            let resolved = all.map { (path: $0, real: InputFiles.realPath($0) ?? $0) }
            var candidates: [(path: String, real: String)] = []
            var seen: Set<String> = []
            for entry in resolved.filter({ $0.path == $0.real }) + resolved.filter({ $0.path != $0.real }) {
                guard seen.insert(entry.real).inserted, !read.resourcePaths.contains(shown(entry.real)) else {
                    linkNotes.append(
                        "\(shown(entry.path)): a symbolic link to \(shown(entry.real)), read once as that file; if the run deletes \(shown(entry.real)), remove the link by hand")
                    continue
                }
                candidates.append(entry)
            }
            let snapshots = parallelMap(candidates) { entry in Result { try FileSnapshot.read(entry.real) } }
            for (entry, result) in zip(candidates, snapshots) {
                let display = shown(entry.real)
                switch result {
                case .failure(let error): read.inputErrors.append(InputError(path: display, message: "\(error)"))
                case .success(let snapshot):
                    read.inputs.append(SourceInput(path: display, bytes: snapshot.bytes))
                    read.snapshots[display] = snapshot
                    read.resourcePaths.insert(display)
                }
            }
            if objc, !candidates.isEmpty { read.nothingFound = false }
        }
        read.notes = found.skipped.map { "\($0.path): skipped: \($0.reason)" } + linkNotes
        if let file = config.path, !excluded.isEmpty {
            read.notes.append("\(excluded.count) file\(excluded.count == 1 ? "" : "s") left out by the exclude patterns of \(file)")
        }
        read.context = contextFiles(near: paths[0], excluding: Set(found.files.map(\.path)))
        return read
    }

    /// The migrations' run over what was read, nothing written: the report `diff`, `scan` and
    /// `assess` print and `apply` writes.
    func dryRun(_ read: ReadInputs, migrations selected: [any Migration], options: MigrationOptions) -> RunReport {
        var report = MigrationRunner(migrations: selected, options: options).run(
            read.inputs.filter { !read.resourcePaths.contains($0.path) }, context: read.context,
            resources: read.inputs.filter { read.resourcePaths.contains($0.path) })
        report = NewFiles.settle(report, workingDirectory: console.workingDirectory)
        report.notes = read.notes + report.notes
        return report
    }

    // MARK: Setup

    /// The `.swift-migrate.json` above the inputs (stdin: above the working directory), checked.
    func loadConfig(paths: [String]) throws -> ProjectConfig {
        let starts = paths == ["-"] ? [console.workingDirectory] : paths.filter { $0 != "-" }.map(resolve)
        guard let path = try ProjectConfig.find(for: starts) else { return ProjectConfig() }
        return try ProjectConfig.load(InputFiles.realPath(path) ?? path, migrations: migrations)
    }

    /// `--only`/`--skip` when given, else the config file's `migrations` switches.
    func selectMigrations(_ parsed: ParsedArguments, config: ProjectConfig) throws -> [any Migration] {
        if parsed.values["--only"] == nil, parsed.values["--skip"] == nil {
            return migrations.filter { config.migrations[$0.id] ?? (!$0.isOptIn || mode == .scan) }
        }
        return try selectMigrations(parsed)
    }

    func selectMigrations(_ parsed: ParsedArguments) throws -> [any Migration] {
        let known = Set(migrations.map(\.id))
        for option in ["--only", "--skip"] where parsed.values[option] != nil && parsed.list(option).isEmpty {
            throw UsageError("\(option) needs at least one migration id (known: \(known.sorted().joined(separator: ", ")))")
        }
        let only = parsed.list("--only")
        let skip = parsed.list("--skip")
        for id in only + skip where !known.contains(id) {
            throw UsageError("unknown migration '\(id)' (known: \(known.sorted().joined(separator: ", ")))")
        }
        if let both = only.first(where: skip.contains) {
            throw UsageError("'\(both)' is both in --only and in --skip")
        }
        // An opt-in migration runs only when named, except in the runs that write nothing
        // (`scan`, and `assess`, which selects as `scan` does).
        return migrations.filter { (only.isEmpty ? (!$0.isOptIn || mode == .scan) : only.contains($0.id)) && !skip.contains($0.id) }
    }

    func runOptions(_ parsed: ParsedArguments, paths: [String], config: ProjectConfig = ProjectConfig()) throws -> MigrationOptions {
        var options = MigrationOptions(ignoreDeploymentTarget: parsed.has("--ignore-deployment-target"))
        options.raiseDeploymentTarget = parsed.has("--raise-deployment-target")
        let flags: [(String, Platform)] = [("--min-ios", .iOS), ("--min-macos", .macOS), ("--min-tvos", .tvOS), ("--min-watchos", .watchOS)]
        var given: [Platform: Version] = [:]
        for (flag, platform) in flags {
            guard let raw = parsed.value(flag) else { continue }
            guard let version = Version(raw) else { throw UsageError("\(flag) needs a version such as 17 or 14.2") }
            given[platform] = version
        }
        if given.isEmpty, !config.deploymentTarget.isEmpty {
            options.deployment = DeploymentTargets(versions: config.deploymentTarget, source: config.path)
        } else if given.isEmpty {
            options.deployment = DeploymentTargetReader.targets(near: paths[0] == "-" ? console.workingDirectory : resolve(paths[0]))
        } else {
            options.deployment = DeploymentTargets(versions: given, source: "command line")
        }
        let settings = migrations.flatMap(\.settings)
        options.settings = config.settings
        for setting in parsed.values["--set"] ?? [] {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let known = settings.first(where: { $0.key == parts[0] }) else {
                let keys = settings.map { "\($0.key)=\($0.values.isEmpty ? "…" : $0.values.joined(separator: "|"))" }.joined(separator: ", ")
                throw UsageError("--set needs KEY=VALUE with a key a migration declares (\(keys.isEmpty ? "none" : keys))")
            }
            guard known.values.isEmpty || known.values.contains(parts[1]) else {
                throw UsageError("\(known.key) takes \(known.values.joined(separator: " or ")), not '\(parts[1])'")
            }
            options.settings[parts[0]] = parts[1]
        }
        options.knownSuppressionIDs = Set(migrations.flatMap { [$0.id] + $0.rules.map(\.id) })
        return options
    }

    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: console.workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    // MARK: Output

    func printDiagnostics(_ report: RunReport, inputErrors: [InputError], style: OutputStyle) {
        var text = ""
        for error in inputErrors { text += style.error(error.formatted) + "\n" }
        for outcome in report.files {
            for diagnostic in outcome.diagnostics { text += style.diagnostic(diagnostic) + "\n" }
            if let reason = outcome.reason, outcome.status == .failed { text += style.error("\(outcome.path): error: \(reason)") + "\n" }
        }
        // A file no Xcode target compiles is said each time: the user may expect it migrated.
        for outcome in report.files where outcome.status == .skipped && XcodeProjectSync.isUncompiledReason(outcome.reason) {
            text += style.note("note: \(outcome.path): skipped: \(outcome.reason ?? "")") + "\n"
        }
        let skipped = report.files.filter { $0.status == .skipped && !XcodeProjectSync.isUncompiledReason($0.reason) }
        if style.verbose {
            for outcome in skipped { text += style.note("note: \(outcome.path): skipped: \(outcome.reason ?? "")") + "\n" }
        } else if !skipped.isEmpty {
            text += style.note("note: \(skipped.count) file\(skipped.count == 1 ? "" : "s") skipped (generated code); --verbose lists them") + "\n"
        }
        for note in report.notes { text += style.note("note: \(note)") + "\n" }
        console.err(text)
    }

    /// What `apply` reports once it has written: the JSON report, or the diagnostics and summary.
    func printWritten(_ report: RunReport, inputErrors: [InputError], format: ReportOutput, style: OutputStyle) throws {
        if format.name == "json" {
            try format.emit(JSONReport(report, includePatches: false, inputErrors: inputErrors).encoded() + "\n", console: console)
        } else if format.isMachineReadable {
            try printFindings(report, inputErrors: inputErrors, format: format, rewrites: .applied)
        } else {
            printDiagnostics(report, inputErrors: inputErrors, style: style)
            console.err(Summary.line(report, inputErrors: inputErrors.count) + "\n")
        }
    }

    func printDiff(_ report: RunReport, inputErrors: [InputError], format: ReportOutput, style: OutputStyle) throws {
        if format.name == "json" {
            try format.emit(JSONReport(report, includePatches: true, inputErrors: inputErrors).encoded() + "\n", console: console)
            return
        }
        if format.isMachineReadable { return try printFindings(report, inputErrors: inputErrors, format: format, rewrites: .proposed) }
        let printer = UnifiedDiff(color: style.colorDiff)
        let patches = parallelMap(report.files.filter(\.isChange)) { printer.patch($0) }
        console.outBytes(Array(patches.joined()))
        printDiagnostics(report, inputErrors: inputErrors, style: style)
        console.err(Summary.line(report, inputErrors: inputErrors.count) + "\n")
    }

    func printScan(_ report: RunReport, inputErrors: [InputError], format: ReportOutput, style: OutputStyle) throws {
        if format.name == "json" {
            try format.emit(JSONReport(report, includePatches: false, inputErrors: inputErrors).encoded() + "\n", console: console)
            return
        }
        if format.isMachineReadable { return try printFindings(report, inputErrors: inputErrors, format: format, rewrites: .proposed) }
        var text = ""
        for outcome in report.files where outcome.isChange || !outcome.diagnostics.isEmpty || outcome.status == .failed {
            var perMigration: [String: (edits: Int, warnings: Int)] = [:]
            for (rule, count) in outcome.editCounts { perMigration[migrationID(of: rule), default: (0, 0)].edits += count }
            for diagnostic in outcome.diagnostics { perMigration[migrationID(of: diagnostic.rule), default: (0, 0)].warnings += 1 }
            let parts = perMigration.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.edits) edits, \($0.value.warnings) by hand" }
            let summary =
                outcome.status == .failed
                ? "cannot migrate safely (\(outcome.reason ?? ""))"
                : (outcome.status == .deleted ? "to be deleted; " : "") + parts.joined(separator: "; ")
            text += "\(outcome.path): " + summary + "\n"
        }
        console.out(text)
        for error in inputErrors { console.err(style.error(error.formatted) + "\n") }
        for note in report.notes { console.err(style.note("note: \(note)") + "\n") }
        let pending = report.files.filter { $0.isChange || !$0.diagnostics.isEmpty }.count
        console.err("\(pending) of \(report.files.count) files have something left to migrate; " + Summary.line(report, inputErrors: inputErrors.count) + "\n")
    }

    /// SARIF or annotations on stdout (or the file), and the summary line on stderr, where a CI
    /// log shows it beside the annotations.
    func printFindings(_ report: RunReport, inputErrors: [InputError], format: ReportOutput, rewrites: SARIFLog.Rewrites) throws {
        try format.emit(format.findings(report, inputErrors: inputErrors, rewrites: rewrites, console: console), console: console)
        console.err(Summary.line(report, inputErrors: inputErrors.count) + "\n")
    }

    func migrationID(of rule: String) -> String { String(rule.split(separator: ".").first ?? Substring(rule)) }

    // MARK: Build and test check

    /// The check loop for `--check-build[=CMD]` / `--check-tests[=CMD]`: the commands run in the
    /// SwiftPM package at or above the first input (default `swift build --build-tests` and
    /// `swift test`), or, with a command given and no package, in the working directory.
    func checkLoop(
        _ parsed: ParsedArguments, paths: [String], selected: [any Migration], options: MigrationOptions, progress: Progress
    ) throws -> CheckLoop {
        let package = Self.packageRoot(above: resolve(paths[0]))
        let buildCommand = parsed.value("--check-build")
        let testCommand = parsed.value("--check-tests")
        guard package != nil || buildCommand != nil else {
            throw UsageError(
                "--check-build needs a command when no Package.swift is found at or above \(paths[0]), "
                    + "e.g. --check-build='xcodebuild build-for-testing -scheme App'")
        }
        let rounds = try Self.checkRounds(parsed)
        let directory = package ?? console.workingDirectory
        let wantsTests = parsed.has("--check-tests")
        return CheckLoop(
            build: ShellCommand(command: buildCommand ?? "swift build --build-tests", directory: directory),
            tests: wantsTests ? ShellCommand(command: testCommand ?? "swift test", directory: directory) : nil,
            testsAreSwiftPM: wantsTests && testCommand == nil, maximumRounds: rounds,
            allowBrokenBaseline: parsed.has("--allow-broken-baseline"), migrations: selected, options: options,
            console: console, progress: progress, quiet: parsed.has("--quiet"))
    }

    /// `--check-rounds N`, a positive number (default 6).
    static func checkRounds(_ parsed: ParsedArguments) throws -> Int {
        guard let raw = parsed.value("--check-rounds") else { return 6 }
        guard let value = Int(raw), value > 0 else { throw UsageError("--check-rounds needs a positive number") }
        return value
    }

    /// Runs the loop over what was read and takes its result into `report`; returns the exit code
    /// when it failed. `location` places the files a round creates (see `CheckLoop.run`).
    func runCheck(
        _ loop: CheckLoop, read: ReadInputs, snapshots: [String: FileSnapshot], location: @escaping (String) -> String?,
        into report: inout RunReport, format: String, style: OutputStyle, progress: Progress
    ) -> ExitCode? {
        do {
            let checked = try loop.run(
                inputs: read.inputs.filter { !read.resourcePaths.contains($0.path) }, context: read.context,
                resources: read.inputs.filter { read.resourcePaths.contains($0.path) }, snapshots: snapshots, location: location)
            report.files = checked.files
            report.notes += checked.notes.filter { !report.notes.contains($0) }
            report.check = checked.check
            return nil
        } catch {
            progress.finish()
            console.err(style.error("error: \(error)") + "\n")
            if format == "json" {
                // Nothing was changed: the report lists no files, only why.
                var refusal = JSONReport(RunReport(files: [], notes: report.notes), includePatches: false)
                refusal.error = "\(error)"
                console.out(refusal.encoded() + "\n")
            }
            if case CheckLoop.Failure.interrupted(let signal) = error { return signal == SIGTERM ? .terminated : .interrupted }
            return .fileError
        }
    }

    /// The real path a new file of the run (a display path, relative to the working directory)
    /// would have: its folder's real path and its name, nil when the folder does not exist.
    func createdFileLocation(_ display: String) -> String? {
        let absolute = display.hasPrefix("/") ? display : console.workingDirectory + "/" + display
        let folder = (absolute as NSString).deletingLastPathComponent
        guard let real = InputFiles.realPath(folder) else { return nil }
        return real + "/" + (absolute as NSString).lastPathComponent
    }

    /// The package's own sources that are not among the inputs, read but never migrated: when only
    /// `Tests/` is migrated, the tests still see the library's type names (a library `SourceLocation`
    /// makes Swift Testing's one ambiguous).
    ///
    /// The other files of every test target that holds an input are read too: what a migration adds
    /// once per target (xctest's `ProcessWideState`) may already be in a file an earlier run migrated.
    func contextFiles(near path: String, excluding inputs: Set<String>) -> [SourceInput] {
        guard let root = Self.packageRoot(above: resolve(path)) else { return [] }
        let realRoot = InputFiles.realPath(root) ?? root
        let testTargets = Set(
            inputs.compactMap { input -> String? in
                guard input.hasPrefix(realRoot + "/Tests/") else { return nil }
                let parts = input.dropFirst(realRoot.count + "/Tests/".count).split(separator: "/")
                return parts.count >= 2 ? realRoot + "/Tests/" + parts[0] : nil
            })
        let sources = SourceDiscovery.swiftFiles(in: [root + "/Sources"] + testTargets.sorted()).files
        let base = InputFiles.realPath(console.workingDirectory) ?? console.workingDirectory
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let candidates = sources.compactMap { InputFiles.realPath($0) }.filter { !inputs.contains($0) }.prefix(20_000)
        return parallelMap(Array(candidates)) { real -> SourceInput? in
            guard let snapshot = try? FileSnapshot.read(real) else { return nil }
            return SourceInput(path: real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : real, bytes: snapshot.bytes)
        }.compactMap { $0 }
    }

    /// The `contents` of every Core Data model under the directories given, each version up to the current one, as
    /// display path and snapshot, or why it cannot be read.
    /// The storyboards and xibs under the inputs that can be read (one that cannot is left out: it
    /// only informs the report).
    func interfaceBuilderResources(_ files: [String]) -> [(String, FileSnapshot)] {
        let base = InputFiles.realPath(console.workingDirectory) ?? console.workingDirectory
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return files.compactMap { path in
            let real = InputFiles.realPath(path) ?? path
            guard let snapshot = try? FileSnapshot.read(real) else { return nil }
            return (real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : real, snapshot)
        }
    }

    func modelResources(bundles: [String]) -> (found: [(String, FileSnapshot)], errors: [InputError]) {
        let base = InputFiles.realPath(console.workingDirectory) ?? console.workingDirectory
        let prefix = base.hasSuffix("/") ? base : base + "/"
        var found: [(String, FileSnapshot)] = []
        var errors: [InputError] = []
        for bundle in bundles {
            do {
                // Every version up to the current one (oldest first): the current one is what
                // migrations generate from, the earlier ones feed versioned schemas.
                for version in try XCDataModelReader.versions(of: bundle) {
                    let real = InputFiles.realPath(version.contents) ?? version.contents
                    let snapshot = try FileSnapshot.read(real)
                    found.append((real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : real, snapshot))
                }
            } catch {
                errors.append(InputError(path: bundle, message: "\(error)"))
            }
        }
        return (found, errors)
    }

    /// The nearest directory at or above `path` holding a Package.swift.
    static func packageRoot(above path: String) -> String? {
        var directory = path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
            directory = (directory as NSString).deletingLastPathComponent
        }
        while !directory.isEmpty {
            if FileManager.default.fileExists(atPath: directory + "/Package.swift") { return directory }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory { return nil }
            directory = parent
        }
        return nil
    }

    // MARK: Verification

    func verify(_ report: RunReport) throws -> RunReport {
        guard let verifier = CompilerVerifier.locate() else { throw UsageError("--verify needs swiftc on PATH") }
        var report = report
        // New Swift files too (their original is empty, which parses).
        let changed = report.files.filter { $0.status == .changed || ($0.status == .created && $0.path.hasSuffix(".swift")) }
        let rejected = verifier.rejections(
            rewritten: Dictionary(uniqueKeysWithValues: changed.map { ($0.path, $0.rewritten) }),
            originals: Dictionary(uniqueKeysWithValues: changed.map { ($0.path, $0.original) }))
        for i in report.files.indices {
            guard let message = rejected[report.files[i].path] else { continue }
            report.files[i].status = .failed
            report.files[i].reason = "the compiler's parser rejects the rewritten file (\(message)); file left unchanged"
            report.files[i].rewritten = report.files[i].original
        }
        // A translated Objective-C pair is one unit: when its Swift file is refused, the pair's
        // deletions and the import changes around it are not made either.
        let refusedCreations = report.files.filter { $0.status == .failed && $0.original.isEmpty && rejected[$0.path] != nil }
        if !refusedCreations.isEmpty {
            for i in report.files.indices where report.files[i].isChange && report.files[i].editCounts.keys.contains(where: { $0.hasPrefix("objc.") }) {
                report.files[i].status = .failed
                report.files[i].reason = "left unchanged: \(refusedCreations[0].path), translated with it, is rejected by the compiler's parser"
                report.files[i].rewritten = report.files[i].original
                report.files[i].editCounts = [:]
            }
        }
        return report
    }

    // MARK: Standard input

    /// `-`: read stdin; `diff` prints the patch, `apply` prints the rewritten text.
    func runOnStandardInput(
        _ selected: [any Migration], options: MigrationOptions, parsed: ParsedArguments,
        style: OutputStyle
    ) throws -> ExitCode {
        let format = try ReportOutput(parsed, selected: selected, resolve: resolve)
        let bytes: [UInt8]
        let unreadable: String?
        do {
            bytes = try console.readStandardInput()
            unreadable = TextEncoding.unsupported(bytes).map(TextEncoding.refusal)
        } catch {
            bytes = []
            unreadable = "\(error)"
        }
        if let unreadable {
            let error = InputError(path: "stdin", message: unreadable)
            if format.name == "json" {
                try format.emit(JSONReport(RunReport(files: [], notes: []), includePatches: false, inputErrors: [error]).encoded() + "\n", console: console)
            } else if format.isMachineReadable {
                try printFindings(RunReport(files: [], notes: []), inputErrors: [error], format: format, rewrites: .proposed)
            } else {
                console.err(style.error(error.formatted) + "\n")
            }
            return .fileError
        }
        let report = MigrationRunner(migrations: selected, options: options).run([SourceInput(path: "stdin.swift", bytes: bytes)])
        let outcome = report.files[0]
        if format.name == "json" {
            try format.emit(JSONReport(report, includePatches: mode == .diff, includeText: mode == .apply, inputErrors: []).encoded() + "\n", console: console)
        } else if format.isMachineReadable {
            // Nothing is written for stdin: `apply -` prints its text, so its rewrite is still a proposal.
            try printFindings(report, inputErrors: [], format: format, rewrites: .proposed)
        } else {
            switch mode {
            case .apply: console.outBytes(outcome.rewritten)
            case .diff: console.outBytes(UnifiedDiff(color: style.colorDiff).patch(outcome))
            case .scan: try printScan(report, inputErrors: [], format: format, style: style)
            }
            if mode != .scan { printDiagnostics(report, inputErrors: [], style: style) }
        }
        if outcome.status == .failed { return .fileError }
        if parsed.has("--exit-code"), outcome.isChange { return .changesPending }
        return .success
    }
}
