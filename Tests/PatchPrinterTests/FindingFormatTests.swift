import Foundation
import MigrationKit
import PatchPrinter
import Testing

/// The SARIF log and the GitHub annotations on hand-made reports: escaping, columns, paths,
/// levels, fixes for created and deleted files. `MigrationsTests.FindingFormatTests` runs both
/// formats over every fixture.
@Suite struct GitHubAnnotationTests {
    static let awkward = "50% done: a, b\r\nnext line"

    @Test func messageAndPropertiesAreEscapedAsTheRunnerExpects() {
        let report = RunReport(
            files: [
                FileOutcome(
                    path: "My App/a,b:c.swift", status: .unchanged, original: [], rewritten: [],
                    diagnostics: [Diagnostic(path: "My App/a,b:c.swift", line: 3, column: 5, rule: "toy.rule", message: Self.awkward)])
            ], notes: [])
        #expect(
            GitHubAnnotations.lines(report)
                == "::warning file=My App/a%2Cb%3Ac.swift,line=3,col=5,title=[toy.rule]::50%25 done: a, b%0D%0Anext line\n")
    }

    @Test func severitiesAndWholeFileDiagnostics() {
        let diagnostics = [
            Diagnostic(path: "a.swift", line: 1, column: 1, severity: .error, rule: "toy.error", message: "e"),
            Diagnostic(path: "a.swift", line: 2, column: 3, severity: .note, rule: "toy.note", message: "n"),
            Diagnostic(path: "a.swift", line: 0, column: 0, rule: "toy.file", message: "the whole file"),
        ]
        let report = RunReport(
            files: [
                FileOutcome(path: "a.swift", status: .unchanged, original: [], rewritten: [], diagnostics: diagnostics),
                FileOutcome(path: "b.swift", status: .failed, reason: "parses worse: 1, 2", original: [], rewritten: []),
            ], notes: [])
        let lines = GitHubAnnotations.lines(report, inputErrors: [InputError(path: "c.swift", message: "UTF-16")])
        #expect(
            lines == """
                ::error file=c.swift::UTF-16
                ::error file=a.swift,line=1,col=1,title=[toy.error]::e
                ::notice file=a.swift,line=2,col=3,title=[toy.note]::n
                ::warning file=a.swift,title=[toy.file]::the whole file
                ::error file=b.swift::parses worse: 1, 2

                """)
    }
}

@Suite struct SARIFLogTests {
    static func results(_ log: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        return runs[0]["results"] as? [[String: Any]] ?? []
    }

    static func location(_ result: [String: Any]) -> [String: Any] {
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
    }

    @Test func messagesSurviveAndPathsAreRelativeURIs() throws {
        let path = "My App/50%/a,b:c.swift"
        let report = RunReport(
            files: [
                FileOutcome(
                    path: path, status: .unchanged, original: [], rewritten: [],
                    diagnostics: [Diagnostic(path: path, line: 3, column: 5, rule: "toy.rule", message: GitHubAnnotationTests.awkward)])
            ], notes: [])
        let results = try Self.results(SARIFLog(report, rules: [], rewrites: .proposed).encoded())
        #expect(results.count == 1)
        #expect((results[0]["message"] as? [String: Any])?["text"] as? String == GitHubAnnotationTests.awkward)
        let artifact = Self.location(results[0])["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "My%20App/50%25/a,b%3Ac.swift")
        #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
        #expect((artifact?["uri"] as? String)?.removingPercentEncoding == path)
    }

    /// SARIF columns count UTF-16 units; the engine's count bytes (`é` is 2 bytes, 1 unit; `🙂` 4 and 2).
    @Test func columnsAreUTF16Units() throws {
        let text = "let é = 1; let 🙂 = x\n"
        let byteColumn = Array("let é = 1; let 🙂 = ".utf8).count + 1
        let report = RunReport(
            files: [
                FileOutcome(
                    path: "a.swift", status: .unchanged, original: Array(text.utf8), rewritten: Array(text.utf8),
                    diagnostics: [Diagnostic(path: "a.swift", line: 1, column: byteColumn, rule: "toy.rule", message: "x")])
            ], notes: [])
        let results = try Self.results(SARIFLog(report, rules: [], rewrites: .proposed).encoded())
        let region = Self.location(results[0])["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 1)
        #expect(region?["startColumn"] as? Int == "let é = 1; let 🙂 = ".utf16.count + 1)
    }

    @Test func createdAndDeletedFilesAreWholeFileFixes() throws {
        let created = FileOutcome(path: "New.swift", status: .created, original: [], rewritten: Array("struct New {}\n".utf8), editCounts: ["toy.make": 1])
        let deleted = FileOutcome(path: "Old.swift", status: .deleted, original: Array("a\nb".utf8), rewritten: [], editCounts: ["toy.drop": 1])
        let results = try Self.results(SARIFLog(RunReport(files: [created, deleted], notes: []), rules: [], rewrites: .proposed).encoded())
        #expect(results.count == 2)
        func replacement(_ result: [String: Any]) -> [String: Any]? {
            let fix = (result["fixes"] as? [[String: Any]])?.first
            return ((fix?["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first
        }
        let creation = try #require(replacement(results[0]))
        #expect((creation["insertedContent"] as? [String: Any])?["text"] as? String == "struct New {}\n")
        #expect((creation["deletedRegion"] as? [String: Any])?["byteLength"] as? Int == 0)
        let deletion = try #require(replacement(results[1]))
        #expect(deletion["insertedContent"] == nil)
        let region = deletion["deletedRegion"] as? [String: Any]
        #expect(region?["byteLength"] as? Int == 3)
        // The end of a file without a final newline: after the last character of its last line.
        #expect(region?["endLine"] as? Int == 2)
        #expect(region?["endColumn"] as? Int == 2)
    }

    @Test func appliedRewritesCarryNoFix() throws {
        let changed = FileOutcome(path: "a.swift", status: .changed, original: Array("a\n".utf8), rewritten: Array("b\n".utf8), editCounts: ["toy.r": 1])
        let results = try Self.results(SARIFLog(RunReport(files: [changed], notes: []), rules: [], rewrites: .applied).encoded())
        #expect(results.count == 1)
        #expect(results[0]["fixes"] == nil)
        #expect((results[0]["message"] as? [String: Any])?["text"] as? String == "swift-migrate rewrote this file (toy.r ×1)")
    }

    @Test func theLogIsDeterministicAndDescribesItsRules() throws {
        let report = RunReport(
            files: [
                FileOutcome(
                    path: "a.swift", status: .unchanged, original: [], rewritten: [],
                    diagnostics: [Diagnostic(path: "a.swift", line: 1, column: 1, rule: "toy.undeclared", message: "m")])
            ], notes: [])
        let rules = [SARIFRule(id: "toy.rule", summary: "A toy.", help: "toy.rule — A toy.", helpMarkdown: "### `toy.rule`")]
        let log = SARIFLog(report, rules: rules, rewrites: .proposed, workingDirectory: "/w d")
        #expect(log.encoded() == log.encoded())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(log.encoded().utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "swift-migrate")
        #expect(driver["version"] as? String == ToolVersion.current)
        let descriptors = driver["rules"] as? [[String: Any]] ?? []
        // The caller's rules, the rewrite rule, and one for the rule no caller declared.
        #expect(descriptors.compactMap { $0["id"] as? String } == ["toy.rule", SARIFLog.rewriteRule, "toy.undeclared"])
        #expect((descriptors[0]["help"] as? [String: Any])?["markdown"] as? String == "### `toy.rule`")
        #expect((descriptors[0]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        let results = run["results"] as? [[String: Any]] ?? []
        #expect(results[0]["ruleIndex"] as? Int == 2)
        let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect(base?["uri"] as? String == "file:///w%20d/")
    }
}
