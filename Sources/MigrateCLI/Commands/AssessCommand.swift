import Assessment
import Foundation
import MigrationKit

/// `swift-migrate assess`: the guide's assessment of a project. It reads the inputs the way
/// `diff` does and runs every selected migration's dry run (whatever the deployment target, which
/// it reports as a blocker instead), surveys the Swift files' syntax trees and the project's
/// other files, and prints the result as text, Markdown, JSON or one HTML page. `--per-file`
/// prints the same dry run per file (what `scan` prints).
struct AssessCommand {
    var migrations: [any Migration]
    var console: Console

    /// `sarif` and `github` carry the dry run's findings (diagnostics and rewrites) for code
    /// scanning and pull-request annotations; the other four render the assessment.
    static let formats = ["text", "markdown", "json", "html", "sarif", "github"]

    static let spec = ArgumentSpec(
        flags: ["--help", "-h", "--per-file", "--verbose"],
        options: ["--only", "--skip", "--format", "-o", "--output", "--min-ios", "--min-macos", "--min-tvos", "--min-watchos", "--set", "--color"])

    func run(_ arguments: [String]) throws -> ExitCode {
        let parsed = try Self.spec.parse(arguments)
        if parsed.has("--help") || parsed.has("-h") {
            console.out(HelpText.assess + "\n")
            return .success
        }
        let format = parsed.value("--format") ?? "text"
        guard Self.formats.contains(format) else { throw UsageError("--format must be \(Self.formats.joined(separator: ", "))") }
        if parsed.has("--per-file"), format != "text", format != "json" {
            throw UsageError("--per-file prints text or json")
        }
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        guard !paths.contains("-") else { throw UsageError("assess reads files and folders, not stdin") }
        let runner = RunCommand(mode: .scan, migrations: migrations, console: console)
        let config = try runner.loadConfig(paths: paths)
        let selected = try runner.selectMigrations(parsed, config: config)
        var options = try runner.runOptions(parsed, paths: paths, config: config)
        // What a migration would do is part of the picture even when the deployment target is too
        // low for it; the shortfall is reported as that system's blocker.
        options.ignoreDeploymentTarget = true
        let style = try OutputStyle(parsed, console: console)

        let progress = Progress(console: console)
        defer { progress.finish() }
        let read = try runner.readInputs(paths: paths, parsed: parsed, config: config, progress: progress, objc: selected.contains { $0.id == "objc" })
        progress.update("assessing \(read.inputs.count.formatted()) files")
        let report = runner.dryRun(read, migrations: selected, options: options)
        if parsed.has("--per-file") {
            progress.finish()
            try runner.printScan(
                report, inputErrors: read.inputErrors, format: ReportOutput(parsed, selected: selected, resolve: runner.resolve), style: style)
            return read.inputErrors.isEmpty && report.count(.failed) == 0 ? .success : .fileError
        }

        let base = InputFiles.realPath(console.workingDirectory) ?? console.workingDirectory
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let display: @Sendable (String) -> String = { path in
            let real = InputFiles.realPath(path) ?? path
            return real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : real
        }
        let absolute = paths.map(runner.resolve)
        let project = ProjectFiles.read(under: absolute, display: display, excluded: { config.excludes($0) })
        let repository = Self.repositoryRoot(above: absolute[0]) ?? absolute[0]
        let assessor = Assessor(
            migrations: selected, deployment: options.deployment,
            deploymentSource: options.deployment.source.map { DeploymentSourceLine.evidence(for: $0, versions: options.deployment, display: display) },
            inputs: paths, repository: display(repository).isEmpty || display(repository) == base ? "." : display(repository),
            stagedInputs: absolute.map { Self.relative($0, to: repository) })
        let swift = read.inputs.filter { !read.resourcePaths.contains($0.path) }
        let assessment = assessor.assess(swift: swift, project: project, dryRun: report)
        progress.finish()

        let output = parsed.value("-o") ?? parsed.value("--output")
        let rendered: String
        switch format {
        case "markdown": rendered = assessment.markdown()
        case "json": rendered = assessment.json() + "\n"
        case "html": rendered = assessment.html(linkPrefix: output.map { Self.linkPrefix(from: runner.resolve($0), to: base) } ?? "")
        case "sarif", "github":
            let findings = try ReportOutput(parsed, selected: selected, resolve: runner.resolve, formats: Self.formats)
            rendered = findings.findings(report, inputErrors: read.inputErrors, rewrites: .proposed, console: console)
        default: rendered = assessment.text()
        }
        if let output {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: runner.resolve(output)), options: .atomic)
            } catch {
                console.err(style.error("error: cannot write \(output): \(error.localizedDescription)") + "\n")
                return .fileError
            }
            console.err("wrote \(output)\n")
        } else {
            console.out(rendered)
        }
        for error in read.inputErrors { console.err(style.error(error.formatted) + "\n") }
        for reason in project.unreadable { console.err(style.error("error: \(reason)") + "\n") }
        return read.inputErrors.isEmpty && project.unreadable.isEmpty ? .success : .fileError
    }

    /// The nearest folder at or above `path` holding `.git` (where `staged-migrate.sh` commits).
    static func repositoryRoot(above path: String) -> String? {
        var directory = path
        while !directory.isEmpty {
            if FileManager.default.fileExists(atPath: directory + "/.git") { return directory }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory { return nil }
            directory = parent
        }
        return nil
    }

    static func relative(_ path: String, to root: String) -> String {
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The way from the folder of `file` to `base`, as a relative link prefix (`../`).
    static func linkPrefix(from file: String, to base: String) -> String {
        let from = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: from.count - shared)
        let down = Array(to[shared...])
        let parts = up + down
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }
}

/// The line of the file a deployment target was read from that states it: the reader gives the
/// file, and a blocker should point at the line to change.
enum DeploymentSourceLine {
    static func evidence(for path: String, versions: DeploymentTargets, display: (String) -> String) -> Evidence {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return Evidence(path: path, line: 0, message: "deployment target") }
        let wanted = versions.versions.values.map(\.description)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let markers = ["DEPLOYMENT_TARGET", "platforms", "deploymentTarget", ".iOS", ".macOS"]
        let line =
            lines.firstIndex { line in markers.contains { line.contains($0) } && wanted.contains { line.contains($0) } }
            ?? lines.firstIndex { line in markers.contains { line.contains($0) } }
        return Evidence(path: display(path), line: line.map { $0 + 1 } ?? 0, message: "deployment target")
    }
}
