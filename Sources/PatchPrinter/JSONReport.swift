import Foundation
import MigrationKit

/// The machine-readable report of `--format json`: one entry per file with its status, edits per
/// rule and diagnostics with positions, plus totals. Keys are sorted so output is stable.
public struct JSONReport: Codable, Sendable {
    public struct File: Codable, Sendable {
        public var path: String
        public var status: FileOutcome.Status
        public var reason: String?
        public var edits: [String: Int]
        public var diagnostics: [Diagnostic]
        public var patch: String?
    }

    public struct Totals: Codable, Sendable {
        public var changed: Int
        public var created: Int
        public var deleted: Int
        public var unchanged: Int
        public var skipped: Int
        public var failed: Int
        public var edits: [String: Int]
    }

    /// The swift-migrate version that wrote the report.
    public var version: String
    public var files: [File]
    /// Inputs that could not be read or are not read (unsupported encoding, …).
    public var errors: [InputError]
    public var totals: Totals
    public var notes: [String]
    /// What `--check-build` / `--check-tests` did, when they ran.
    public var check: CheckSummary?
    /// Why the run stopped without changing anything (a baseline that does not build, an
    /// interruption), when it did.
    public var error: String?

    public init(_ report: RunReport, includePatches: Bool, inputErrors: [InputError] = []) {
        version = ToolVersion.current
        errors = inputErrors
        let printer = UnifiedDiff()
        files = report.files.map { outcome in
            File(
                path: outcome.path, status: outcome.status, reason: outcome.reason, edits: outcome.editCounts,
                diagnostics: outcome.diagnostics,
                patch: includePatches && outcome.isChange ? printer.render(outcome) : nil)
        }
        totals = Totals(
            changed: report.count(.changed), created: report.count(.created), deleted: report.count(.deleted), unchanged: report.count(.unchanged),
            skipped: report.count(.skipped),
            failed: report.count(.failed), edits: report.editCounts)
        notes = report.notes
        check = report.check
    }

    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
    }
}
