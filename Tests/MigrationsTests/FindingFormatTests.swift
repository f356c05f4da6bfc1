import Foundation
import MigrationKit
import Migrations
import PatchPrinter
import Testing

/// `--format sarif` and `--format github` on every fixture case of every migration: each
/// diagnostic appears exactly once, at its position, with its message read back unchanged; every
/// changed file has one rewrite result whose fix, applied to the original, gives the rewritten
/// bytes.
@Suite struct FindingFormatTests {
    /// A diagnostic as both readers should give it back: path, line, UTF-16 column (SARIF) or
    /// byte column (GitHub, as the text output prints it), level, rule, message.
    struct Finding: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        var level: String
        var rule: String
        var message: String
        var description: String { "\(path):\(line):\(column): \(level) [\(rule)] \(message)" }
    }

    static func run(_ fixture: FixtureCase) throws -> RunReport {
        let migration = try #require(MigrationRegistry.migration(id: fixture.migrationID))
        return MigrationRunner(migrations: [migration], options: fixture.options).run(fixture.sourceInputs, resources: fixture.resourceInputs)
    }

    @Test(arguments: FixtureCase.all())
    func sarifHasEachDiagnosticOnceAndEachRewriteAsItsFix(_ fixture: FixtureCase) throws {
        let report = try Self.run(fixture)
        let migration = try #require(MigrationRegistry.migration(id: fixture.migrationID))
        let rules = migration.rules.map { SARIFRule(id: $0.id, summary: $0.summary, help: $0.summary) }
        let log = SARIFLog(report, rules: rules, rewrites: .proposed).encoded()
        let run = try #require(try SARIFReading.runs(log).first)
        let descriptors = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])["rules"] as? [[String: Any]] ?? []
        let results = run["results"] as? [[String: Any]] ?? []

        // Every rule of the migration is described, and every result's ruleIndex points at its rule.
        let described = descriptors.compactMap { $0["id"] as? String }
        #expect(Set(rules.map(\.id)).isSubset(of: Set(described)))
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(described[index] == result["ruleId"] as? String)
        }

        let originals = Dictionary(report.files.map { ($0.path, $0.original) }) { first, _ in first }
        let expected = report.diagnostics.map { diagnostic in
            Finding(
                path: diagnostic.path, line: diagnostic.line, column: Self.utf16Column(diagnostic, in: originals[diagnostic.path]),
                level: diagnostic.severity == .note ? "note" : diagnostic.severity.rawValue, rule: diagnostic.rule, message: diagnostic.message)
        }
        let found = try results.filter { $0["ruleId"] as? String != SARIFLog.rewriteRule }.map(SARIFReading.finding)
        Self.expectSameMultiset(found, expected)

        // One rewrite result per changed, created or deleted file, whose fix makes the new bytes.
        let rewrites = results.filter { $0["ruleId"] as? String == SARIFLog.rewriteRule }
        let changed = report.files.filter(\.isChange)
        #expect(rewrites.count == changed.count)
        for outcome in changed {
            let matching = try rewrites.filter { try SARIFReading.uri(of: $0) == outcome.path }
            #expect(matching.count == 1, "\(outcome.path): \(matching.count) rewrite results")
            guard let result = matching.first else { continue }
            let applied = try SARIFReading.applyingFix(of: result, to: outcome.original)
            #expect(applied == outcome.rewritten, "\(outcome.path): the fix does not give the rewritten file")
        }
    }

    @Test(arguments: FixtureCase.all())
    func githubAnnotatesEachDiagnosticOnce(_ fixture: FixtureCase) throws {
        let report = try Self.run(fixture)
        let lines = GitHubAnnotations.lines(report).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let found = try lines.map { try GitHubReading.finding(String($0)) }
        let expected = report.diagnostics.map { diagnostic in
            Finding(
                path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
                level: diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue, rule: diagnostic.rule, message: diagnostic.message)
        }
        Self.expectSameMultiset(found, expected)
    }

    /// Equal as multisets, so a finding missing, duplicated or moved fails and names it.
    static func expectSameMultiset(_ found: [Finding], _ expected: [Finding], sourceLocation: SourceLocation = #_sourceLocation) {
        var counts: [Finding: Int] = [:]
        for finding in found { counts[finding, default: 0] += 1 }
        for finding in expected { counts[finding, default: 0] -= 1 }
        for (finding, count) in counts where count != 0 {
            Issue.record("\(count > 0 ? "extra" : "missing") \(abs(count))×: \(finding)", sourceLocation: sourceLocation)
        }
    }

    /// The UTF-16 column of a diagnostic's byte column, worked out here from the line's text.
    static func utf16Column(_ diagnostic: Diagnostic, in bytes: [UInt8]?) -> Int {
        guard let bytes, diagnostic.line >= 1 else { return diagnostic.column }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard diagnostic.line <= lines.count else { return diagnostic.column }
        let line = lines[diagnostic.line - 1]
        return String(decoding: line.prefix(diagnostic.column - 1), as: UTF8.self).utf16.count + 1
    }
}

/// Reads a SARIF log back the way an independent consumer would, from the JSON alone.
enum SARIFReading {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func runs(_ log: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any]
        guard object?["version"] as? String == "2.1.0" else { throw Malformed(description: "not SARIF 2.1.0") }
        return object?["runs"] as? [[String: Any]] ?? []
    }

    static func location(of result: [String: Any]) throws -> [String: Any] {
        guard let locations = result["locations"] as? [[String: Any]], locations.count == 1,
            let physical = locations[0]["physicalLocation"] as? [String: Any]
        else { throw Malformed(description: "a result without exactly one physical location: \(result)") }
        return physical
    }

    static func uri(of result: [String: Any]) throws -> String {
        let artifact = try location(of: result)["artifactLocation"] as? [String: Any]
        guard let uri = artifact?["uri"] as? String, artifact?["uriBaseId"] as? String == "%SRCROOT%" else {
            throw Malformed(description: "no %SRCROOT%-relative uri: \(result)")
        }
        return uri.removingPercentEncoding ?? uri
    }

    static func finding(_ result: [String: Any]) throws -> FindingFormatTests.Finding {
        let region = try location(of: result)["region"] as? [String: Any]
        return FindingFormatTests.Finding(
            path: try uri(of: result), line: region?["startLine"] as? Int ?? 0, column: region?["startColumn"] as? Int ?? 0,
            level: result["level"] as? String ?? "", rule: result["ruleId"] as? String ?? "",
            message: (result["message"] as? [String: Any])?["text"] as? String ?? "")
    }

    /// The fix's replacements applied to the original, by byte offset, after checking that each
    /// region's line and column form names the same bytes.
    static func applyingFix(of result: [String: Any], to original: [UInt8]) throws -> [UInt8] {
        guard let fixes = result["fixes"] as? [[String: Any]], fixes.count == 1,
            let changes = fixes[0]["artifactChanges"] as? [[String: Any]], changes.count == 1,
            let replacements = changes[0]["replacements"] as? [[String: Any]]
        else { throw Malformed(description: "not one fix with one artifact change: \(result)") }
        var bytes = original
        // From the end, so earlier offsets stay valid.
        for replacement in replacements.reversed() {
            guard let region = replacement["deletedRegion"] as? [String: Any], let offset = region["byteOffset"] as? Int,
                let length = region["byteLength"] as? Int
            else { throw Malformed(description: "a replacement without a byte region") }
            #expect(lineColumnOffset(region, "start", in: original) == offset)
            #expect(lineColumnOffset(region, "end", in: original) == offset + length)
            let content = replacement["insertedContent"] as? [String: Any]
            let inserted =
                (content?["text"] as? String).map { Array($0.utf8) }
                ?? (content?["binary"] as? String).flatMap { Data(base64Encoded: $0) }.map(Array.init) ?? []
            bytes.replaceSubrange(offset..<offset + length, with: inserted)
        }
        return bytes
    }

    /// The byte offset of a region's `startLine`/`startColumn` (or end) in ASCII-or-not text, the
    /// column counted in UTF-16 units.
    static func lineColumnOffset(_ region: [String: Any], _ side: String, in bytes: [UInt8]) -> Int? {
        guard let line = region[side + "Line"] as? Int, let column = region[side + "Column"] as? Int else { return nil }
        var lineStart = 0
        for _ in 1..<line {
            guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lineStart = newline + 1
        }
        var offset = lineStart
        var units = 1
        while units < column, offset < bytes.count {
            let scalarLength = bytes[offset] < 0x80 ? 1 : bytes[offset] >= 0xF0 ? 4 : bytes[offset] >= 0xE0 ? 3 : 2
            units += scalarLength == 4 ? 2 : 1
            offset += scalarLength
        }
        return offset
    }
}

/// Reads workflow-command annotations back as the Actions runner does: `::NAME key=value,…::data`,
/// each part unescaped.
enum GitHubReading {
    static func finding(_ line: String) throws -> FindingFormatTests.Finding {
        guard line.hasPrefix("::"), let end = line.range(of: "::", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex) else {
            throw SARIFReading.Malformed(description: "not a workflow command: \(line)")
        }
        let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
        let name = head.prefix { $0 != " " }
        var properties: [String: String] = [:]
        for pair in head.dropFirst(name.count).drop(while: { $0 == " " }).split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { throw SARIFReading.Malformed(description: "a property without a value: \(line)") }
            guard properties[String(parts[0])] == nil else { throw SARIFReading.Malformed(description: "a property twice: \(line)") }
            properties[String(parts[0])] = unescape(String(parts[1]))
        }
        let title = properties["title"] ?? ""
        return FindingFormatTests.Finding(
            path: properties["file"] ?? "", line: Int(properties["line"] ?? "0") ?? -1, column: Int(properties["col"] ?? "0") ?? -1,
            level: String(name), rule: title.hasPrefix("[") && title.hasSuffix("]") ? String(title.dropFirst().dropLast()) : title,
            message: unescape(String(line[end.upperBound...])))
    }

    /// The runner's unescaping: `%0D`, `%0A`, `%3A`, `%2C`, and `%25` last.
    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%3A", with: ":")
            .replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%25", with: "%")
    }
}
