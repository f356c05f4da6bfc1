import MigrationKit

/// Colors, decided once per command: the diff on stdout and the diagnostics on stderr each get
/// color when their stream is a terminal (`--color auto`, the default), never when `NO_COLOR` is
/// set (https://no-color.org) unless `--color always` asks for it.
struct OutputStyle {
    var colorDiff: Bool
    var colorDiagnostics: Bool
    /// `--verbose`: list every skipped file with its reason, not just their number.
    var verbose = false

    init(_ parsed: ParsedArguments, console: Console) throws {
        let noColor = !(console.environment["NO_COLOR"] ?? "").isEmpty
        switch parsed.value("--color") ?? "auto" {
        case "auto":
            colorDiff = console.stdoutIsTerminal && !noColor
            colorDiagnostics = console.stderrIsTerminal && !noColor
        case "always":
            colorDiff = true
            colorDiagnostics = true
        case "never":
            colorDiff = false
            colorDiagnostics = false
        default: throw UsageError("--color must be auto, always or never")
        }
        verbose = parsed.has("--verbose")
    }

    private static let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
    private static let red = "\u{1B}[1;31m", magenta = "\u{1B}[1;35m", gray = "\u{1B}[1;90m"

    /// `path:line:col: warning: [rule] message`, colored as the Swift compiler colors its own:
    /// bold location, magenta warning, red error, gray note, bold message.
    func diagnostic(_ diagnostic: Diagnostic) -> String {
        guard colorDiagnostics else { return diagnostic.formatted }
        let severity: String
        switch diagnostic.severity {
        case .error: severity = Self.red + "error:"
        case .warning: severity = Self.magenta + "warning:"
        case .note: severity = Self.gray + "note:"
        }
        return Self.bold + "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): " + Self.reset
            + severity + Self.reset + Self.bold + " [\(diagnostic.rule)] \(diagnostic.message)" + Self.reset
    }

    /// A whole line that is an error (`error: …` or `path: error: …`).
    func error(_ line: String) -> String { paint(line, Self.red) }

    func note(_ line: String) -> String { paint(line, Self.gray) }

    private func paint(_ line: String, _ color: String) -> String {
        colorDiagnostics ? color + line + Self.reset : line
    }
}
