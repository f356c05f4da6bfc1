import MigrationKit

/// The one-line summary printed after a run.
public enum Summary {
    /// - Parameter inputErrors: inputs that could not be read or decoded (they have no outcome):
    ///   counted as failed, so "0 failed" means every input was handled.
    public static func line(_ report: RunReport, inputErrors: Int = 0) -> String {
        var text =
            "\(report.count(.changed)) changed, "
            + (report.count(.created) > 0 ? "\(report.count(.created)) created, " : "")
            + (report.count(.deleted) > 0 ? "\(report.count(.deleted)) deleted, " : "")
            + "\(report.count(.unchanged)) unchanged, \(report.count(.skipped)) skipped, \(report.count(.failed) + inputErrors) failed"
        let edits = report.editCounts.sorted { $0.key < $1.key }
        if !edits.isEmpty { text += "; edits: " + edits.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }
        let warnings = report.diagnostics.count
        if warnings > 0 { text += "; \(warnings) diagnostic\(warnings == 1 ? "" : "s")" }
        if let check = report.check { text += "; " + check.line }
        return text
    }
}
