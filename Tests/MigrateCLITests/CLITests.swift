import Foundation
import MigrateCLI
import Testing

@Suite struct CLITests {
    let files = [
        "Sources/A.swift": "import Foundation\n\nold(1)\nlet x = 2\n",
        "Sources/B.swift": "let unchanged = true\n",
        "Sources/.hidden/C.swift": "old(3)\n",
        ".build/D.swift": "old(4)\n",
    ]

    @Test func listShowsMigrationsAndRules() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        let result = sandbox.run(["list"])
        #expect(result.code == 0)
        #expect(result.out.contains("rename — Renames old() to new()."))
        #expect(result.out.contains("rename.call"))
    }

    @Test func diffPrintsAPatchAndWritesNothing() throws {
        let sandbox = try Sandbox(files: files)
        defer { sandbox.remove() }
        let result = sandbox.run(["diff", "Sources"])
        #expect(result.code == 0)
        #expect(
            result.out
                == "diff --git a/Sources/A.swift b/Sources/A.swift\n--- a/Sources/A.swift\n+++ b/Sources/A.swift\n"
                + "@@ -1,4 +1,4 @@\n import Foundation\n \n-old(1)\n+new(1)\n let x = 2\n"
        )
        #expect(result.err.contains("1 changed, 1 unchanged, 0 skipped, 0 failed; edits: rename.call 1"))
        #expect(sandbox.read("Sources/A.swift").contains("old(1)"))
        #expect(sandbox.run(["diff", "--exit-code", "Sources"]).code == 1)
        #expect(sandbox.run(["diff", "--exit-code", "Sources/B.swift"]).code == 0)
    }

    @Test func noPathMeansTheWorkingDirectoryAndSkipsHiddenAndBuildFolders() throws {
        let sandbox = try Sandbox(files: files)
        defer { sandbox.remove() }
        let result = sandbox.run(["diff"])
        #expect(result.out.contains("Sources/A.swift"))
        #expect(!result.out.contains("C.swift"))
        #expect(!result.out.contains("D.swift"))
    }

    @Test func applyWritesWhatGitApplyOfTheDiffGives() throws {
        let sandbox = try Sandbox(files: files)
        defer { sandbox.remove() }
        let patch = sandbox.run(["diff", "Sources"]).out
        try Data(patch.utf8).write(to: sandbox.root.appendingPathComponent("change.patch"))
        #expect(sandbox.shell(["git", "init", "-q"]) == 0)
        #expect(sandbox.shell(["git", "apply", "change.patch"]) == 0)
        let patched = sandbox.read("Sources/A.swift")
        // Restore the original, then let `apply` do the same change.
        try Data(files["Sources/A.swift"]!.utf8).write(to: sandbox.root.appendingPathComponent("Sources/A.swift"))

        let result = sandbox.run(["apply", "--allow-dirty", "Sources"])
        #expect(result.code == 0)
        #expect(sandbox.read("Sources/A.swift") == patched)
        // Idempotent: a second run changes nothing.
        #expect(sandbox.run(["diff", "--exit-code", "Sources"]).code == 0)
    }

    @Test func applyKeepsTheFileModeAndLeavesNoTemporaryFiles() throws {
        let sandbox = try Sandbox(files: ["run.swift": "old()\n"])
        defer { sandbox.remove() }
        let path = sandbox.root.appendingPathComponent("run.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
        #expect(sandbox.run(["apply", "run.swift"]).code == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o751)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path) == ["run.swift"])
    }

    @Test func applyRefusesUncommittedFilesUnlessAllowed() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        sandbox.shell(["git", "init", "-q"])
        sandbox.shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "init"])
        let refused = sandbox.run(["apply", "."])
        #expect(refused.code == 3)
        #expect(refused.err.contains("A.swift: error: uncommitted changes"))
        #expect(sandbox.read("A.swift") == "old()\n")

        sandbox.shell(["git", "add", "A.swift"])
        sandbox.shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "add"])
        #expect(sandbox.run(["apply", "."]).code == 0)
        #expect(sandbox.read("A.swift") == "new()\n")
    }

    @Test func standardInput() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        #expect(sandbox.run(["apply", "-"], stdin: "old(1)\n").out == "new(1)\n")
        #expect(sandbox.run(["diff", "-"], stdin: "old(1)\n").out.contains("+new(1)"))
    }

    @Test func jsonReport() throws {
        let sandbox = try Sandbox(files: files)
        defer { sandbox.remove() }
        let result = sandbox.run(["diff", "--format", "json", "Sources"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let totals = try #require(json["totals"] as? [String: Any])
        #expect(totals["changed"] as? Int == 1)
        #expect((json["files"] as? [[String: Any]])?.count == 2)
    }

    @Test func scanListsWhatIsLeft() throws {
        let sandbox = try Sandbox(files: files)
        defer { sandbox.remove() }
        let result = sandbox.run(["scan", "Sources"])
        #expect(result.out == "Sources/A.swift: rename: 1 edits, 0 by hand\n")
        #expect(result.err.contains("1 of 2 files have something left to migrate"))
    }

    @Test(arguments: [["diff", "--only", "nope"], ["diff", "--bogus"], ["frobnicate"], ["diff", "--color", "purple"], ["diff", "--only"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        let result = sandbox.run(arguments)
        #expect(result.code == 2)
        #expect(result.err.hasPrefix("error: "))
    }

    @Test func missingPathExitsThree() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        let result = sandbox.run(["diff", "does-not-exist"])
        #expect(result.code == 3)
        #expect(result.err.contains("cannot read"))
    }

    @Test func everyCommandHasHelp() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        for command in ["list", "diff", "apply", "scan"] {
            let result = sandbox.run([command, "--help"])
            #expect(result.code == 0)
            #expect(result.out.hasPrefix("Usage: swift-migrate \(command)"))
        }
        #expect(sandbox.run(["--help"]).out.contains("Exit codes:"))
    }

    @Test func verifyAcceptsAValidRewrite() throws {
        let sandbox = try Sandbox(files: ["A.swift": "func old() {}\nold()\n"])
        defer { sandbox.remove() }
        let result = sandbox.run(["diff", "--verify", "A.swift"])
        #expect(result.code == 0)
        #expect(result.out.contains("+new()"))
    }

    @Test func verifyRefusesWhatTheCompilerRejects() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let breaking = RenameOldToNew(newName: "func")
        let unverified = sandbox.run(["diff", "A.swift"], migration: breaking)
        #expect(unverified.out.contains("+func()"), "our own parser does not catch this one")
        let verified = sandbox.run(["apply", "--verify", "A.swift"], migration: breaking)
        #expect(verified.code == 3)
        #expect(verified.err.contains("the compiler's parser rejects the rewritten file"))
        #expect(sandbox.read("A.swift") == "old()\n")
    }

    @Test func syntaxCommandReportsProblems() throws {
        let sandbox = try Sandbox(files: ["ok.swift": "let a = 1\n", "bad.swift": "let s = \"open\n"])
        defer { sandbox.remove() }
        let result = sandbox.run(["syntax", "."])
        #expect(result.code == 0)
        #expect(result.out.hasSuffix("bad.swift:1:9: warning: [syntax] unterminated string literal\n"))
        #expect(result.err.contains("2 files"))
    }

    @Test func deletionsShowAsGitDeletionsAndApplyRemovesTheFile() throws {
        let sandbox = try Sandbox(files: ["Obsolete.swift": "XCTMain([])\n", "Kept.swift": "let a = 1\n"])
        defer { sandbox.remove() }
        let diff = sandbox.run(["diff", "--exit-code", "."], migrations: [DeleteObsolete()])
        #expect(diff.code == 1)
        #expect(diff.out.hasPrefix("diff --git a/Obsolete.swift b/Obsolete.swift\ndeleted file mode 100644\n"))
        #expect(diff.err.contains("0 changed, 1 deleted, 1 unchanged"))
        try Data(diff.out.utf8).write(to: sandbox.root.appendingPathComponent("change.patch"))
        sandbox.shell(["git", "init", "-q"])
        #expect(sandbox.shell(["git", "apply", "change.patch"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("Obsolete.swift").path))

        try Data("XCTMain([])\n".utf8).write(to: sandbox.root.appendingPathComponent("Obsolete.swift"))
        // Untracked: --allow-dirty does not delete it, --allow-dirty-delete does.
        let refused = sandbox.run(["apply", "--allow-dirty", "."], migrations: [DeleteObsolete()])
        #expect(refused.code == 3)
        #expect(refused.err.contains("Obsolete.swift: error: not deleted: it has uncommitted changes"))
        #expect(FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("Obsolete.swift").path))
        #expect(sandbox.run(["apply", "--allow-dirty", "--allow-dirty-delete", "."], migrations: [DeleteObsolete()]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("Obsolete.swift").path))
        #expect(sandbox.read("Kept.swift") == "let a = 1\n")
    }

    /// Only `Tests/` is migrated, but the library's type names are known: once the test imports
    /// Testing, the library's `SourceLocation` is spelled with its module.
    @Test func thePackagesOtherSourcesAreReadForTheirTypeNames() throws {
        let sandbox = try Sandbox(files: [
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/Kit/SourceLocation.swift": "public struct SourceLocation {\n    public var line: Int\n}\n",
            "Tests/KitTests/LocTests.swift":
                "import XCTest\nimport Kit\n\nfinal class LocTests: XCTestCase {\n    func testLocation() {\n"
                + "        let location = SourceLocation(line: 1)\n        XCTAssertEqual(location.line, 1)\n    }\n}\n",
        ])
        defer { sandbox.remove() }
        let captured = Captured()
        let code = SwiftMigrate.main(["diff", "--only", "xctest", "Tests"], console: captured.console(in: sandbox.root))
        #expect(code == 0, "\(captured.err)")
        #expect(captured.out.contains("+        let location = Kit.SourceLocation(line: 1)"))
        #expect(!captured.out.contains("Sources/Kit"), "context files are read, never changed")
    }

    /// A helper with XCTest assertions in another target cannot convert, so the classes calling it
    /// stay in XCTest: its assertions inside a @Test would be silently ignored.
    @Test func aHelperInAnotherTargetKeepsItsCallersInXCTest() throws {
        let sandbox = try Sandbox(files: [
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/TestHelpers/Helpers.swift":
                "import XCTest\n\npublic func assertDoubles(_ x: Int, to expected: Int) {\n    XCTAssertEqual(x * 2, expected)\n}\n",
            "Tests/KitTests/DoubleTests.swift":
                "import XCTest\nimport TestHelpers\n\nfinal class DoubleTests: XCTestCase {\n    func testDoubling() {\n        assertDoubles(2, to: 4)\n    }\n}\n",
        ])
        defer { sandbox.remove() }
        let captured = Captured()
        let code = SwiftMigrate.main(["diff", "--only", "xctest", "Tests"], console: captured.console(in: sandbox.root))
        #expect(code == 0, "\(captured.err)")
        #expect(captured.out.isEmpty)
        #expect(captured.err.contains("calls 'assertDoubles', a helper that stays in XCTest"))
    }

    /// A view in a file that is not migrated keeps the class it holds as it is.
    @Test func aHolderOutsideTheInputsKeepsItsClass() throws {
        let sandbox = try Sandbox(files: [
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/App/ContentView.swift":
                "import SwiftUI\n\nstruct ContentView: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\") }\n}\n",
            "Sources/Models/Model.swift": "import Combine\n\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n",
        ])
        defer { sandbox.remove() }
        let captured = Captured()
        let code = SwiftMigrate.main(
            ["diff", "--only", "observation", "--ignore-deployment-target", "Sources/Models"],
            console: captured.console(in: sandbox.root))
        #expect(code == 0, "\(captured.err)")
        #expect(captured.out.isEmpty)
        #expect(captured.err.contains("`@StateObject var model = Model()` (Sources/App/ContentView.swift:4) holds it in a file that is not among the inputs"))
    }
}
