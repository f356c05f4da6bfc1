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
        /// The unified diff, when it is valid UTF-8; otherwise `patchBase64` holds its bytes.
        public var patch: String?
        /// The patch's exact bytes in base64, only when they are not valid UTF-8 (a file in
        /// Latin-1, say): a JSON string cannot carry such bytes, and U+FFFD in their place would
        /// make a patch that no longer applies.
        public var patchBase64: String?
        /// The rewritten text (`apply -`), when valid UTF-8; otherwise `textBase64` holds its bytes.
        public var text: String?
        public var textBase64: String?
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

    /// - Parameters:
    ///   - includeText: carry each file's rewritten bytes (`apply -`, which writes no file).
    ///   - inputErrors: inputs that could not be read; `totals.failed` counts them.
    public init(_ report: RunReport, includePatches: Bool, includeText: Bool = false, inputErrors: [InputError] = []) {
        version = ToolVersion.current
        errors = inputErrors
        let printer = UnifiedDiff()
        files = report.files.map { outcome in
            let none: (text: String?, base64: String?) = (nil, nil)
            let patch = includePatches && outcome.isChange ? Self.textOrBase64(printer.patch(outcome)) : none
            let text = includeText ? Self.textOrBase64(outcome.rewritten) : none
            return File(
                path: outcome.path, status: outcome.status, reason: outcome.reason, edits: outcome.editCounts,
                diagnostics: outcome.diagnostics, patch: patch.text, patchBase64: patch.base64, text: text.text, textBase64: text.base64)
        }
        totals = Totals(
            changed: report.count(.changed), created: report.count(.created), deleted: report.count(.deleted), unchanged: report.count(.unchanged),
            skipped: report.count(.skipped),
            failed: report.count(.failed) + inputErrors.count, edits: report.editCounts)
        notes = report.notes
        check = report.check
    }

    /// Bytes as a JSON string when they are valid UTF-8, else as base64.
    static func textOrBase64(_ bytes: [UInt8]) -> (text: String?, base64: String?) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
        return (nil, Data(bytes).base64EncodedString())
    }

    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
    }
}
