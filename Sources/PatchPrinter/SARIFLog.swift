import Foundation
import MigrationKit

/// One rule as SARIF's `reportingDescriptor`: the CLI gathers them from the migrations that ran
/// (with the `explain` text as help) and the engine's own rules.
public struct SARIFRule: Sendable, Equatable {
    public var id: String
    public var summary: String
    /// Plain text, what `swift-migrate explain ID` prints.
    public var help: String
    /// The same as Markdown (the documentation excerpt is Markdown), when there is one.
    public var helpMarkdown: String?
    public var level: Diagnostic.Severity

    public init(id: String, summary: String, help: String, helpMarkdown: String? = nil, level: Diagnostic.Severity = .warning) {
        self.id = id
        self.summary = summary
        self.help = help
        self.helpMarkdown = helpMarkdown
        self.level = level
    }
}

/// `--format sarif`: a SARIF 2.1.0 log with one run, read by GitHub code scanning, Azure DevOps
/// and SAST dashboards. One result per diagnostic; one more per file the run rewrites, creates or
/// deletes (rule `engine.rewrite`), which in a dry run carries the rewrite as a `fixes` entry.
/// Paths are relative to the working directory under the base id `%SRCROOT%`, which is what
/// `github/codeql-action/upload-sarif` resolves against the checkout.
public struct SARIFLog {
    /// The project's home, SARIF's `informationUri` (an absolute URI is required).
    public static let informationURI = "https://github.com/swift-migrate/swift-migrate"
    public static let rewriteRule = "engine.rewrite"
    static let base = "%SRCROOT%"

    /// Whether the run's changes are still to be made (`diff`, `scan`, `assess`: results carry
    /// fixes) or were made (`apply`: the originals are gone, so a fix would point at lines that no
    /// longer exist).
    public enum Rewrites: Sendable { case proposed, applied }

    public var report: RunReport
    public var rules: [SARIFRule]
    public var inputErrors: [InputError]
    public var rewrites: Rewrites
    /// The absolute working directory, written as `%SRCROOT%`'s `originalUriBaseIds` entry; nil
    /// leaves it out (the reader then supplies the base).
    public var workingDirectory: String?

    public init(_ report: RunReport, rules: [SARIFRule], inputErrors: [InputError] = [], rewrites: Rewrites, workingDirectory: String? = nil) {
        self.report = report
        self.rules = rules
        self.inputErrors = inputErrors
        self.rewrites = rewrites
        self.workingDirectory = workingDirectory
    }

    /// The log as JSON, keys sorted, so the same run gives the same bytes.
    public func encoded() -> String {
        let data = (try? JSONSerialization.data(withJSONObject: log(), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    func log() -> [String: Any] {
        let positions = Dictionary(report.files.map { ($0.path, TextPositions($0.original.isEmpty ? $0.rewritten : $0.original)) }) { first, _ in first }
        var results = report.files.flatMap(\.diagnostics).map { diagnosticResult($0, positions: positions[$0.path]) }
        results += report.files.filter(\.isChange).map(rewriteResult)
        // Every result names a descriptor: one the caller did not list (a rule of a migration that
        // did not declare it) gets a bare one rather than a dangling `ruleId`.
        var descriptors = rules
        if !descriptors.contains(where: { $0.id == Self.rewriteRule }) {
            let summary = "A file swift-migrate rewrites, creates or deletes by itself; in a dry run the fix holds the new text."
            descriptors.append(SARIFRule(id: Self.rewriteRule, summary: summary, help: summary + " Run `swift-migrate apply` to make it.", level: .note))
        }
        for id in results.compactMap({ $0["ruleId"] as? String }) where !descriptors.contains(where: { $0.id == id }) {
            descriptors.append(SARIFRule(id: id, summary: id, help: id))
        }
        let index = Dictionary(descriptors.enumerated().map { ($1.id, $0) }) { first, _ in first }
        for i in results.indices { results[i]["ruleIndex"] = index[results[i]["ruleId"] as? String ?? ""] }

        var run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": "swift-migrate", "version": ToolVersion.current, "semanticVersion": ToolVersion.current,
                    "informationUri": Self.informationURI, "rules": descriptors.map(Self.descriptor),
                ] as [String: Any]
            ],
            "columnKind": "utf16CodeUnits",
            "invocations": [invocation()],
            "results": results,
        ]
        if let workingDirectory {
            let directory = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
            run["originalUriBaseIds"] = [Self.base: ["uri": "file://" + Self.percentEncoded(directory)]]
        }
        return ["$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [run]]
    }

    static func descriptor(_ rule: SARIFRule) -> [String: Any] {
        var help: [String: Any] = ["text": rule.help]
        if let markdown = rule.helpMarkdown { help["markdown"] = markdown }
        return [
            "id": rule.id, "shortDescription": ["text": rule.summary], "help": help,
            "defaultConfiguration": ["level": level(rule.level)],
        ]
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    func diagnosticResult(_ diagnostic: Diagnostic, positions: TextPositions?) -> [String: Any] {
        var region: [String: Any]?
        if diagnostic.line >= 1 {
            let column = positions?.utf16Column(line: diagnostic.line, byteColumn: diagnostic.column) ?? diagnostic.column
            region = ["startLine": diagnostic.line, "startColumn": max(column, 1)]
        }
        return [
            "ruleId": diagnostic.rule, "level": Self.level(diagnostic.severity), "message": ["text": diagnostic.message],
            "locations": [["physicalLocation": Self.physicalLocation(diagnostic.path, region: region)]],
        ]
    }

    /// A file the run changes: where its first change is, which rules change it and, for a
    /// proposed rewrite, the rewrite itself as line replacements.
    func rewriteResult(_ outcome: FileOutcome) -> [String: Any] {
        let rules = outcome.editCounts.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
        let verb: String
        let replacements: [[String: Any]]
        var region: [String: Any]?
        let positions = TextPositions(outcome.original)
        switch outcome.status {
        case .created:
            verb = rewrites == .proposed ? "would create" : "created"
            replacements = [["deletedRegion": Self.region(0..<0, positions), "insertedContent": Self.content(outcome.rewritten)]]
        case .deleted:
            verb = rewrites == .proposed ? "would delete" : "deleted"
            replacements = [["deletedRegion": Self.region(0..<outcome.original.count, positions)]]
        default:
            verb = rewrites == .proposed ? "would rewrite" : "rewrote"
            let changes = LineReplacement.between(outcome.original, outcome.rewritten)
            replacements = changes.map { ["deletedRegion": Self.region($0.deleted, positions), "insertedContent": Self.content($0.inserted)] }
            if let first = changes.first {
                let start = positions.position(ofByte: first.deleted.lowerBound)
                region = ["startLine": start.line, "startColumn": start.column]
            }
        }
        var result: [String: Any] = [
            "ruleId": Self.rewriteRule, "level": "note",
            "message": ["text": "swift-migrate \(verb) this file" + (rules.isEmpty ? "" : " (\(rules))")],
            "locations": [["physicalLocation": Self.physicalLocation(outcome.path, region: region)]],
        ]
        if rewrites == .proposed {
            result["fixes"] = [
                [
                    "description": ["text": "swift-migrate apply"],
                    "artifactChanges": [["artifactLocation": Self.artifactLocation(outcome.path), "replacements": replacements]],
                ] as [String: Any]
            ]
        }
        return result
    }

    /// A byte range as a region both ways: lines and UTF-16 columns for text viewers, byte offset
    /// and length for exactness (SARIF allows a region to be both, when they agree).
    static func region(_ range: Range<Int>, _ positions: TextPositions) -> [String: Any] {
        let start = positions.position(ofByte: range.lowerBound)
        let end = positions.position(ofByte: range.upperBound)
        return [
            "startLine": start.line, "startColumn": start.column, "endLine": end.line, "endColumn": end.column,
            "byteOffset": range.lowerBound, "byteLength": range.count,
        ]
    }

    /// Inserted bytes as text when they are valid UTF-8, else as base64 (`binary`).
    static func content(_ bytes: [UInt8]) -> [String: Any] {
        if let text = String(validating: bytes, as: UTF8.self) { return ["text": text] }
        return ["binary": Data(bytes).base64EncodedString()]
    }

    static func physicalLocation(_ path: String, region: [String: Any]?) -> [String: Any] {
        var location: [String: Any] = ["artifactLocation": artifactLocation(path)]
        if let region { location["region"] = region }
        return location
    }

    /// A path relative to the working directory under `%SRCROOT%`; one outside it (absolute) as a
    /// `file:` URI of its own.
    static func artifactLocation(_ path: String) -> [String: Any] {
        if path.hasPrefix("/") { return ["uri": "file://" + percentEncoded(path)] }
        return ["uri": percentEncoded(path), "uriBaseId": base]
    }

    /// RFC 3986 path characters kept but `:` (which would make a relative path read as a scheme), everything else (space, `%`, `#`, `?`, non-ASCII) encoded.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// Files that could not be read or migrated safely, as the run's notifications: they are not
    /// findings, but a reader should know the results are incomplete.
    func invocation() -> [String: Any] {
        var notifications: [[String: Any]] = inputErrors.map { error in
            var notification: [String: Any] = ["level": "error", "message": ["text": error.message]]
            if let path = error.path { notification["locations"] = [["physicalLocation": Self.physicalLocation(path, region: nil)]] }
            return notification
        }
        for outcome in report.files where outcome.status == .failed {
            notifications.append([
                "level": "error", "message": ["text": outcome.reason ?? "cannot migrate safely"],
                "locations": [["physicalLocation": Self.physicalLocation(outcome.path, region: nil)]],
            ])
        }
        return ["executionSuccessful": notifications.isEmpty, "toolExecutionNotifications": notifications]
    }
}
