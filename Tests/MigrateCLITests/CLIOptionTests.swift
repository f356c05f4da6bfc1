import Foundation
import MigrateCLI
import Testing

/// Options and output formats: `--version`, selection errors, color, JSON completeness.
@Suite struct CLIOptionTests {
    @Test func settingsAreCheckedAgainstWhatMigrationsDeclare() throws {
        let sandbox = try Sandbox(files: ["A.swift": "let a = 1\n"])
        defer { sandbox.remove() }
        func run(_ arguments: [String]) -> (Int32, String) {
            let captured = Captured()
            let code = SwiftMigrate.main(arguments, console: captured.console(in: sandbox.root))
            return (code, captured.err)
        }
        #expect(run(["diff", "--set", "observation.effectful-state-init=rewrite", "."]).0 == 0)
        let unknown = run(["diff", "--set", "observation.nope=1", "."])
        #expect(unknown.0 == 2)
        #expect(unknown.1.contains("observation.effectful-state-init=keep|rewrite"))
        let badValue = run(["diff", "--set", "observation.effectful-state-init=maybe", "."])
        #expect(badValue.0 == 2)
        #expect(badValue.1.contains("takes keep or rewrite"))
    }

    @Test func versionIsPrinted() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        let result = sandbox.run(["--version"])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("swift-migrate "))
    }

    @Test(arguments: [["diff", "--only", ""], ["diff", "--only", ","], ["diff", "--skip="], ["diff", "--only", "rename", "--skip", "rename"]])
    func selectionsThatSelectNothingSensibleAreUsageErrors(_ arguments: [String]) throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let result = sandbox.run(arguments)
        #expect(result.code == 2, "\(arguments): \(result.err)")
    }

    @Test func diagnosticsAreColoredOnATerminalUnlessNoColor() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\nforbidden()\n"])
        defer { sandbox.remove() }
        func run(_ environment: [String: String], _ extra: [String] = []) -> String {
            let captured = Captured()
            var console = captured.console(in: sandbox.root)
            console.stderrIsTerminal = true
            console.stdoutIsTerminal = true
            console.environment = environment
            _ = SwiftMigrate.main(["diff", "."] + extra, console: console, migrations: [WarnsAboutForbidden()])
            return captured.err + captured.out
        }
        let colored = run([:])
        #expect(colored.contains("\u{1B}[1;35mwarning:"), "warnings in the compiler's magenta")
        #expect(!run(["NO_COLOR": "1"]).contains("\u{1B}["))
        #expect(run(["NO_COLOR": "1"], ["--color", "always"]).contains("\u{1B}["), "an explicit --color always wins")
        #expect(!run([:], ["--color", "never"]).contains("\u{1B}["))
    }

    @Test func jsonCarriesTheVersionReadErrorsAndStandardInput() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let result = sandbox.run(["diff", "--format", "json", "A.swift", "Missing.swift"])
        #expect(result.code == 3)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["version"] as? String != nil)
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect((errors.first?["message"] as? String)?.contains("Missing.swift") == true)

        let stdin = sandbox.run(["diff", "--format", "json", "-"], stdin: "old()\n")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(stdin.out.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect((files.first?["patch"] as? String)?.contains("+new()") == true)
    }

    @Test func listAsJSONGivesRulesAsAnArray() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        let result = sandbox.run(["list", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let migrations = try #require(json["migrations"] as? [[String: Any]])
        let rules = try #require(migrations.first?["rules"] as? [[String: String]])
        #expect(rules.first?["id"] == "rename.call")
        #expect(json["version"] as? String != nil)
    }

    @Test func readFailuresGiveTheSystemsReason() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let result = sandbox.run(["diff", "Missing.swift"])
        #expect(result.code == 3)
        #expect(result.err.contains("ENOENT"))
    }
}
