import Foundation
import MigrateCLI
import Testing

/// What reads our output outside this repository: the SARIF log in an independent reader
/// (sarif-pydantic from PyPI, `scripts/sarif-read.py`), the assess HTML page in headless Chromium
/// (`scripts/browser-check.py`). `.ci/run` installs both.
enum EcosystemTools {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-ecosystem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// swift-migrate in this process, in the repository's folder.
    static func swiftMigrate(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = SwiftMigrate.main(arguments, console: captured.console(in: root))
        return (code, captured.out, captured.err)
    }

    static func python(_ script: String, _ arguments: [String]) throws -> (code: Int32, out: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts").appendingPathComponent(script).path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

@Suite(.tags(.slow), .enabled(if: Tier.runsSlowTests))
struct SARIFReaderTests {
    /// Each run as SARIF and as our JSON report; the reader loads the first into its model and
    /// finds in it exactly the diagnostics and changed files of the second.
    @Test(arguments: [
        (["scan", "Fixtures"], ["scan", "Fixtures"]),
        (["diff", "Fixtures/xctest"], ["diff", "Fixtures/xctest"]),
        (["assess", "Fixtures/assess-example"], ["assess", "Fixtures/assess-example", "--per-file"]),
    ])
    func sarifPydanticReadsTheLogAndFindsEveryDiagnostic(_ sarifRun: [String], _ jsonRun: [String]) throws {
        let scratch = try EcosystemTools.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let log = scratch.appendingPathComponent("run.sarif")
        let report = scratch.appendingPathComponent("run.json")
        let sarif = EcosystemTools.swiftMigrate(sarifRun + ["--format", "sarif", "-o", log.path])
        let json = EcosystemTools.swiftMigrate(jsonRun + ["--format", "json", "-o", report.path])
        #expect(sarif.code == 0 && json.code == 0, "\(sarif.err)\(json.err)")
        let read = try EcosystemTools.python("sarif-read.py", [log.path, report.path])
        #expect(read.code == 0, "scripts/sarif-read.py (pip install sarif-pydantic): \(read.out)")
    }
}

@Suite(.tags(.slow), .enabled(if: Tier.runsSlowTests))
struct BrowserReportTests {
    struct Check: Decodable {
        struct Screenshot: Decodable {
            var width: Int
            var height: Int
            var colours: Int
            var dominantShare: Double
        }
        var console: [String]
        var requests: [String]
        var overflow: [String: Int]?
        var desktop: Screenshot
        var phone: Screenshot
    }

    static func check(_ page: URL, into folder: URL) throws -> Check {
        let result = try EcosystemTools.python("browser-check.py", [page.path, folder.path])
        try #require(result.code == 0, "scripts/browser-check.py (apt-get install chromium): \(result.out)")
        return try JSONDecoder().decode(Check.self, from: Data(result.out.utf8))
    }

    @Test func theAssessReportRendersCleanlyAtDesktopAndPhoneWidthsAndWithoutJavaScript() throws {
        let scratch = try EcosystemTools.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = scratch.appendingPathComponent("report.html")
        let assess = EcosystemTools.swiftMigrate(["assess", "Fixtures/assess-example", "--format", "html", "-o", page.path])
        try #require(assess.code == 0, "\(assess.err)")

        let check = try Self.check(page, into: scratch)
        #expect(check.console.isEmpty, "console: \(check.console)")
        #expect(check.requests.isEmpty, "fetched: \(check.requests)")
        #expect(check.overflow == ["desktop": 0, "phone": 0], "content wider than the screen: \(String(describing: check.overflow))")
        for (name, shot, width) in [("desktop", check.desktop, 1280), ("phone", check.phone, 390)] {
            #expect(shot.width == width, "\(name) screenshot is \(shot.width) wide")
            // A blank page is one colour; the report has text, bars and a heat map.
            #expect(shot.colours >= 50 && shot.dominantShare < 0.97, "\(name) looks blank: \(shot)")
        }
        // Without JavaScript the DOM holds the whole report: the page needs none.
        let dom = try String(contentsOf: scratch.appendingPathComponent("dom-without-js.html"), encoding: .utf8)
        for part in ["<h1>Migration assessment</h1>", "<table class=\"summary\">", "<table class=\"heat\">", "<h2>Order</h2>", "<h3>Evidence</h3>"] {
            #expect(dom.contains(part), "no \(part) without JavaScript")
        }
        for system in ["xctest", "observation", "storekit", "coredata", "baseline", "uikit", "objc"] {
            #expect(dom.contains("<section id=\"\(system)\">"), "no section \(system) without JavaScript")
        }
    }

    /// The checks can fail: a page that logs, fetches and overflows is caught, a blank one is blank.
    @Test func theChecksCatchConsoleErrorsRequestsOverflowAndBlankPages() throws {
        let scratch = try EcosystemTools.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let bad = scratch.appendingPathComponent("bad.html")
        try Data(
            """
            <!DOCTYPE html><html><head></head><body><main style="width: 2000px"><h1>Bad</h1><p id="made"></p></main>
            <img src="http://example.invalid/x.png" />
            <script>console.error("deliberate"); document.getElementById("made").textContent = "made by script";</script></body></html>
            """.utf8
        ).write(to: bad)
        let check = try Self.check(bad, into: scratch.appendingPathComponent("bad"))
        #expect(check.console.contains { $0.contains("deliberate") })
        #expect(check.requests == ["http://example.invalid/x.png"])
        #expect((check.overflow?["phone"] ?? 0) > 0)
        let dom = try String(contentsOf: scratch.appendingPathComponent("bad/dom-without-js.html"), encoding: .utf8)
        // The paragraph stays empty: the script that fills it did not run.
        #expect(dom.contains("<h1>Bad</h1>") && dom.contains("<p id=\"made\"></p>"))

        let blank = scratch.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><html><body></body></html>".utf8).write(to: blank)
        let empty = try Self.check(blank, into: scratch.appendingPathComponent("blank"))
        #expect(empty.desktop.colours == 1)
        #expect(empty.phone.dominantShare == 1)
    }
}
