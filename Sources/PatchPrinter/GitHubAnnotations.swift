import MigrationKit

/// `--format github`: GitHub Actions workflow commands, one annotation per diagnostic
/// (`::warning file=…,line=…,col=…,title=[rule]::message`; errors `::error`, notes `::notice`),
/// which the runner shows on the pull request's lines. Inputs that could not be read and files
/// that could not be migrated safely are `::error` lines too, without a title.
public enum GitHubAnnotations {
    public static func lines(_ report: RunReport, inputErrors: [InputError] = []) -> String {
        var text = ""
        for error in inputErrors {
            text += command("error", properties: error.path.map { [("file", $0)] } ?? [], message: error.message)
        }
        for outcome in report.files {
            for diagnostic in outcome.diagnostics { text += annotation(diagnostic) }
            if outcome.status == .failed {
                text += command("error", properties: [("file", outcome.path)], message: outcome.reason ?? "cannot migrate safely")
            }
        }
        return text
    }

    static func annotation(_ diagnostic: Diagnostic) -> String {
        var properties = [("file", diagnostic.path)]
        // Line 0 means the whole file: GitHub then annotates the file, not a line.
        if diagnostic.line >= 1 { properties += [("line", "\(diagnostic.line)"), ("col", "\(diagnostic.column)")] }
        properties.append(("title", "[\(diagnostic.rule)]"))
        let name: String
        switch diagnostic.severity {
        case .error: name = "error"
        case .warning: name = "warning"
        case .note: name = "notice"
        }
        return command(name, properties: properties, message: diagnostic.message)
    }

    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)" + (list.isEmpty ? "" : " " + list) + "::" + escapeData(message) + "\n"
    }

    /// The message: `%`, CR and LF encoded, as `@actions/core` does (`escapeData`), so a
    /// multi-line message stays one command.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: also `:` and `,`, which end the value (`escapeProperty`).
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
