import Foundation
import Testing

/// `--format sarif|github` and `-o` through the commands: the CLI selects the format, names the
/// migrations that ran as the log's rules, and writes stdout or the file.
@Suite struct FindingFormatCLITests {
    static let files = ["Sources/A.swift": "func f() {\n    old()\n    forbidden()\n}\n"]

    @Test func diffWritesSARIFToTheFileWithTheRulesThatRan() throws {
        let sandbox = try Sandbox(files: Self.files)
        defer { sandbox.remove() }
        let result = sandbox.run(["diff", "--format", "sarif", "-o", "out.sarif", "Sources"], migrations: [WarnsAboutForbidden()])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(result.err.contains("1 changed"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sandbox.read("out.sarif").utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let ids = (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(ids.first == "warns.forbidden")
        #expect(ids.contains("engine.suppressed"))
        let results = run["results"] as? [[String: Any]] ?? []
        #expect(results.map { $0["ruleId"] as? String } == ["warns.forbidden", "engine.rewrite"])
        #expect(results.first?["level"] as? String == "warning")
    }

    @Test func githubAnnotationsOnStdoutAndTheSummaryOnStderr() throws {
        let sandbox = try Sandbox(files: Self.files)
        defer { sandbox.remove() }
        let result = sandbox.run(["scan", "--format", "github", "Sources"], migrations: [WarnsAboutForbidden()])
        #expect(result.code == 0)
        #expect(result.out == "::warning file=Sources/A.swift,line=3,col=5,title=[warns.forbidden]::forbidden() needs a human\n")
        #expect(result.err.contains("1 diagnostic"))
    }

    @Test func applyReportsWhatItWroteWithoutFixes() throws {
        let sandbox = try Sandbox(files: Self.files)
        defer { sandbox.remove() }
        let result = sandbox.run(["apply", "--allow-dirty", "--format", "sarif", "Sources"], migrations: [WarnsAboutForbidden()])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read("Sources/A.swift").contains("new()"))
        #expect(result.out.contains("swift-migrate rewrote this file"))
        #expect(!result.out.contains("\"fixes\""))
    }

    @Test func formatsAndOutputAreChecked() throws {
        let sandbox = try Sandbox(files: Self.files)
        defer { sandbox.remove() }
        let unknown = sandbox.run(["diff", "--format", "xml", "Sources"])
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("--format must be text, json, sarif, github"))
        let textToFile = sandbox.run(["diff", "-o", "out.txt", "Sources"])
        #expect(textToFile.code == 2)
        #expect(sandbox.read("out.txt") == "<missing>")
        let noFolder = sandbox.run(["apply", "--allow-dirty", "--format", "sarif", "-o", "missing/out.sarif", "Sources"], migrations: [WarnsAboutForbidden()])
        #expect(noFolder.code == 2)
        #expect(sandbox.read("Sources/A.swift").contains("old()"), "apply wrote before refusing its report")
        let assess = sandbox.run(["assess", "--format", "github", "Sources"], migrations: [WarnsAboutForbidden()])
        #expect(assess.code == 0)
        #expect(assess.out.hasPrefix("::warning file=Sources/A.swift,line=3,col=5,title=[warns.forbidden]::"))
    }
}
