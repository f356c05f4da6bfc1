import Foundation
import MigrationKit
import SourceSyntax
import Testing

@testable import Assessment

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Rewrites `XCTAssertTrue(` to `#expect(` and reports every `XCTFail`: a migration the real
/// registry does not have, standing in for one registered under the `xctest` id.
struct AssertRewrite: Migration {
    var id = "xctest"
    var summary: String { "Rewrites XCTAssertTrue." }
    var rules: [RuleDescription] { [RuleDescription(id: "\(id).assert", summary: "XCTAssertTrue → #expect")] }
    func isApplicable(to file: SourceFile) -> Bool { true }
    func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        for call in file.calls(named: ["XCTFail"]) { context.warn("\(id).fail", at: call.name, "by hand") }
        return file.calls(named: ["XCTAssertTrue"]).map { Edit(range: file.tokens[$0.name].textRange, replacement: "#expect", rule: "\(id).assert") }
    }
}

enum Example {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Fixtures/assess-example").path

    /// The example app assessed with `migrations`, paths shown relative to the repository.
    static func assess(migrations: [any Migration], deployment: DeploymentTargets = DeploymentTargets(versions: [.iOS: Version(17)])) -> Assessment {
        let prefix = root.path + "/"
        let display: @Sendable (String) -> String = { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        let swift = SourceDiscovery.swiftFiles(in: [folder]).files.map { path in
            SourceInput(path: display(path), bytes: Array(FileManager.default.contents(atPath: path) ?? Data()))
        }
        let report = MigrationRunner(migrations: migrations, options: MigrationOptions(ignoreDeploymentTarget: true)).run(swift)
        let assessor = Assessor(
            migrations: migrations, deployment: deployment, deploymentSource: Evidence(path: "Package.swift", line: 7, message: "deployment target"),
            inputs: ["Fixtures/assess-example"], repository: ".", stagedInputs: ["Fixtures/assess-example"])
        return assessor.assess(swift: swift, project: ProjectFiles.read(under: [folder], display: display), dryRun: report)
    }
}

@Suite struct AssessorTests {
    func system(_ id: String, in assessment: Assessment) -> SystemReport? { assessment.systems.first { $0.id == id } }

    @Test func theExampleAppsCountsAndRecommendations() throws {
        let assessment = Example.assess(migrations: [AssertRewrite()])
        #expect(assessment.files.swift == 9)
        #expect(assessment.files.objectiveC == 2)
        #expect(assessment.files.headers == 3)
        #expect(assessment.files.storyboards == 1)
        #expect(assessment.files.xibs == 1)
        #expect(assessment.files.models == 1)

        let coreData = try #require(system("coredata", in: assessment))
        #expect(coreData.recommendation.kind == .notNow)
        #expect(coreData.blockers.map(\.location) == ["Fixtures/assess-example/ExampleApp/Model.xcdatamodeld/Model.xcdatamodel/contents:10"])
        #expect(coreData.surface.first { $0.key == "coredata.entities" }?.count == 2)
        // No coredata migration is registered here: its work items are the hand work.
        #expect(coreData.migrations.isEmpty)
        #expect(coreData.manual == 2 + 1 + 1 + 1 + 2)

        let uikit = try #require(system("uikit", in: assessment))
        #expect(uikit.surface.first { $0.key == "uikit.scenes" }?.count == 3)
        #expect(uikit.recommendation.kind == .incremental)

        let objc = try #require(system("objc", in: assessment))
        #expect(objc.surface.first { $0.key == "objc.bridged-headers" }?.count == 2)
        #expect(assessment.order.contains { $0.contains("leaves first: LegacyFormatter, NetworkClient") })

        // The stand-in xctest migration: two XCTAssertTrue rewritten, UI and performance tests stay.
        let xctest = try #require(system("xctest", in: assessment))
        #expect(xctest.automatic == 2)
        #expect(xctest.migrations.map(\.id) == ["xctest"])
        #expect(xctest.limits.count == 3)
        #expect(assessment.order.first?.hasPrefix("1. XCTest") == true)
        #expect(assessment.stagedCommand == "scripts/staged-migrate.sh --repo . --test 'YOUR TEST COMMAND' xctest -- Fixtures/assess-example")
    }

    @Test func aMigrationNoSystemNamesGetsASystemOfItsOwn() throws {
        let assessment = Example.assess(migrations: [AssertRewrite(id: "newthing")])
        let own = try #require(system("newthing", in: assessment))
        #expect(own.automatic == 2)
        #expect(own.title == "Rewrites XCTAssertTrue.")
        // xctest has no registered migration now: its work items are manual.
        #expect(system("xctest", in: assessment)?.migrations.isEmpty == true)
    }

    @Test func aDeploymentTargetBelowTheMinimumBlocksWithItsLine() throws {
        let assessment = Example.assess(migrations: [], deployment: DeploymentTargets(versions: [.iOS: Version(16)]))
        let observation = try #require(system("observation", in: assessment))
        #expect(observation.recommendation.kind == .notNow)
        #expect(observation.blockers.first?.location == "Package.swift:7")
        #expect(system("storekit", in: assessment)?.recommendation.kind != .notNow)
    }

    @Test func theHeatMapCountsHandWorkPerFolder() {
        let assessment = Example.assess(migrations: [])
        let legacy = assessment.folders.first { $0.path == "Fixtures/assess-example/ExampleApp/Legacy" }
        #expect(legacy?.work == ["objc": 2])
        let screens = assessment.folders.first { $0.path == "Fixtures/assess-example/ExampleApp/Screens" }
        // ProfileViewController, ItemListViewController, ProfileHeaderView and the xib.
        #expect(screens?.work["uikit"] == 4)
    }
}

@Suite struct AssessmentJSONTests {
    /// The key paths of a JSON value (`systems[].surface[].key`); maps keyed by data are `.*`.
    static func keyPaths(_ value: Any, _ path: String = "", into paths: inout Set<String>) {
        let maps: Set<String> = ["targets", "rules", "work"]
        if let object = value as? [String: Any] {
            let last = path.split(separator: ".").last.map { String($0).replacingOccurrences(of: "[]", with: "") } ?? ""
            if maps.contains(last) {
                paths.insert(path + ".*")
                return
            }
            for (key, child) in object {
                let childPath = path.isEmpty ? key : path + "." + key
                paths.insert(childPath)
                keyPaths(child, childPath, into: &paths)
            }
        } else if let array = value as? [Any] {
            for element in array { keyPaths(element, path + "[]", into: &paths) }
        }
    }

    @Test func theKeysAreTheOnesDocumented() throws {
        let json = Example.assess(migrations: [AssertRewrite()]).json()
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
        var actual: Set<String> = []
        Self.keyPaths(value, into: &actual)

        let docs = try String(contentsOf: Example.root.appendingPathComponent("docs/assess.md"), encoding: .utf8)
        let table = try #require(docs.components(separatedBy: "<!-- schema: begin -->").last?.components(separatedBy: "<!-- schema: end -->").first)
        let documented = Set(
            table.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `") else { return nil }
                return line.dropFirst(3).prefix { $0 != "`" }.description
            })
        #expect(actual.subtracting(documented).sorted() == [], "in the JSON but not in docs/assess.md")
        #expect(documented.subtracting(actual).sorted() == [], "in docs/assess.md but not in the JSON of the example")
        #expect(json.contains("\"schema\" : \"swift-migrate-assess/1\""))
    }

    @Test func itDecodesBackToTheSameValue() throws {
        let assessment = Example.assess(migrations: [AssertRewrite()])
        let decoded = try JSONDecoder().decode(Assessment.self, from: Data(assessment.json().utf8))
        #expect(decoded == assessment)
    }
}

@Suite struct AssessmentHTMLTests {
    @Test func isWellFormedSelfContainedAndComplete() throws {
        let assessment = Example.assess(migrations: [AssertRewrite()])
        let html = assessment.html(linkPrefix: "../")
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        let document = try XMLDocument(data: Data(html.utf8), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "html")

        // Nothing is fetched: no script, no src, no stylesheet link, no URL but the namespace.
        #expect(try root.nodes(forXPath: "//*[local-name()='script' or @src or local-name()='link']").isEmpty)
        let hrefs = try root.nodes(forXPath: "//@href").compactMap(\.stringValue)
        #expect(hrefs.allSatisfy { !$0.contains("://") })

        // One summary row with a bar per system, one section per system with findings.
        let rows = try root.nodes(forXPath: "//*[local-name()='table'][@class='summary']/*[local-name()='tr']")
        #expect(rows.count == assessment.systems.count + 1)
        let bars = try root.nodes(forXPath: "//*[@class='bar']")
        #expect(bars.count == assessment.systems.count)
        let sections = try root.nodes(forXPath: "//*[local-name()='section']/@id").compactMap(\.stringValue)
        #expect(sections == assessment.systems.filter { $0.recommendation.kind != .nothing }.map(\.id))

        // The heat map has a row per folder with work, and the blocker is listed with its line.
        let heatRows = try root.nodes(forXPath: "//*[local-name()='table'][@class='heat']/*[local-name()='tr']")
        #expect(heatRows.count == assessment.folders.count + 1)
        #expect(hrefs.contains("../Fixtures/assess-example/ExampleApp/Model.xcdatamodeld/Model.xcdatamodel/contents"))
        #expect(html.contains("Model.xcdatamodel/contents:10</a>"))
    }

    @Test func escapesWhatItPrints() {
        var page = HTMLPage()
        page.element("p", ["title": "a\"b"], text: "<script>&</script>")
        #expect(page.text == "<p title=\"a&quot;b\">&lt;script&gt;&amp;&lt;/script&gt;</p>\n")
    }
}
