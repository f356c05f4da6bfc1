import Foundation
import MigrateCLI
import Migrations
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `swift-migrate assess` over the example app with the real migrations.
@Suite struct AssessCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = SwiftMigrate.main(arguments, console: captured.console(in: Self.root))
        return (code, captured.out, captured.err)
    }

    @Test func jsonIncludesEveryRegisteredMigrationsDryRun() throws {
        let result = run(["assess", "Fixtures/assess-example", "--format", "json"])
        #expect(result.code == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let systems = try #require(json["systems"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: systems.map { ($0["id"] as! String, $0) })
        let migrations = systems.flatMap { ($0["migrations"] as? [[String: Any]] ?? []).map { $0["id"] as! String } }
        #expect(Set(migrations) == Set(MigrationRegistry.all.map(\.id)))
        // The xctest migration converts ItemTests; the UI/performance class stays.
        let xctest = try #require(byID["xctest"])
        #expect((xctest["automatic"] as? Int ?? 0) > 0)
        // The derived attribute blocks Core Data, whatever the migration would do.
        let recommendation = try #require((byID["coredata"]?["recommendation"] as? [String: Any])?["kind"] as? String)
        #expect(recommendation == "not-now")
        #expect((json["deployment"] as? [String: Any])?["targets"] as? [String: String] == ["iOS": "17"])
    }

    @Test func perFileIsTheScanView() {
        // assess runs every migration whatever the deployment target; scan, with the iOS 17 the
        // example declares, runs them all too, so both print the same lines.
        let scan = run(["scan", "Fixtures/assess-example"])
        let same = run(["assess", "Fixtures/assess-example", "--per-file"])
        #expect(same.code == 0)
        #expect(same.out == scan.out)
    }

    @Test func anUnknownFormatIsAUsageError() {
        let result = run(["assess", "Fixtures/assess-example", "--format", "xml"])
        #expect(result.code == 2)
        #expect(result.err.contains("--format must be text, markdown, json, html"))
    }

    /// docs/assess-example.html is what scripts/assess-example.sh writes today (run it after a change).
    @Test func theCheckedInExampleReportIsCurrentAndWellFormed() throws {
        let docs = Self.root.appendingPathComponent("docs")
        let scratch = docs.appendingPathComponent(".assess-example-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = run(["assess", "Fixtures/assess-example", "--format", "html", "-o", scratch.path])
        #expect(result.code == 0, "\(result.err)")
        let fresh = try String(contentsOf: scratch, encoding: .utf8)
        let checkedIn = try String(contentsOf: docs.appendingPathComponent("assess-example.html"), encoding: .utf8)
        #expect(fresh == checkedIn, "docs/assess-example.html is stale: run scripts/assess-example.sh")
        let document = try XMLDocument(data: Data(checkedIn.utf8), options: [])
        #expect(document.rootElement()?.name == "html")
    }

    @Test func htmlIsWrittenToTheFileNamed() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("assess-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = run(["assess", "Fixtures/assess-example", "--format", "html", "-o", output.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.isEmpty)
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }
}

/// `swift-migrate explain` over every registered rule.
@Suite struct ExplainCommandTests {
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = SwiftMigrate.main(arguments, console: captured.console(in: AssessCommandTests.root))
        return (code, captured.out, captured.err)
    }

    @Test func everyRuleIsExplainedFromItsPage() {
        for migration in MigrationRegistry.all {
            for rule in migration.rules {
                let result = run(["explain", rule.id])
                #expect(result.code == 0)
                #expect(result.out.hasPrefix("\(rule.id) — \(rule.summary)\n"))
                #expect(result.out.contains("minimum: \(migration.minimumDeployment.description)"))
                #expect(result.out.contains("docs/migrations/\(migration.id).md:"), "\(rule.id)")
                #expect(!result.out.contains("names the rule only in passing"), "\(rule.id)")
            }
        }
    }

    @Test func aRuleWithASectionPrintsItsExample() {
        let result = run(["explain", "storekit.request-review"])
        #expect(result.out.contains("### `storekit.request-review`"))
        #expect(result.out.contains("```swift"))
        #expect(!result.out.contains("### `storekit.offer-code-sheet`"))
    }

    @Test func anUnknownRuleIsAUsageError() {
        let result = run(["explain", "storekit.nope"])
        #expect(result.code == 2)
        #expect(result.err.contains("unknown rule 'storekit.nope' (rules of storekit: storekit."))
    }
}
