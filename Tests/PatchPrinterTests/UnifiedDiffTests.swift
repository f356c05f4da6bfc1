import Foundation
import MigrationKit
import PatchPrinter
import Testing

@Suite struct UnifiedDiffTests {
    func render(_ old: String, _ new: String) -> String {
        UnifiedDiff().render(path: "File.swift", old: Array(old.utf8), new: Array(new.utf8))
    }

    @Test func noChangeIsEmpty() {
        #expect(render("a\nb\n", "a\nb\n") == "")
    }

    @Test func singleChangeWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(render(old, new) == """
            --- a/File.swift
            +++ b/File.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...30).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nTWO\n").replacingOccurrences(of: "\n28\n", with: "\n")
        let patch = render(old, new)
        #expect(patch.components(separatedBy: "\n@@ ").count == 3)
        #expect(patch.contains("@@ -25,6 +25,5 @@"))
    }

    @Test func missingFinalNewlineIsMarked() {
        #expect(render("a\nb", "a\nc") == """
            --- a/File.swift
            +++ b/File.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
    }

    @Test func insertionIntoEmptyFile() {
        #expect(render("", "x\n").contains("@@ -0,0 +1,1 @@\n+x\n"))
    }

    @Test func colorIsOptIn() {
        #expect(!render("a\n", "b\n").contains("\u{1B}["))
        #expect(UnifiedDiff(color: true).render(path: "f", old: Array("a\n".utf8), new: Array("b\n".utf8)).contains("\u{1B}[31m-a"))
    }

    /// The patch must apply with `git apply` and give exactly the new text, line endings included.
    @Test(arguments: [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ("one\r\ntwo\r\nthree\r\n", "one\r\n2\r\nthree\r\nfour\r\n"),
        ("x\ny", "x\ny\n"),
        ("import XCTest\n\nclass A {}\n", "import Testing\n\nstruct A {}\n"),
        ((1...50).map { "\($0)\n" }.joined(), (1...50).filter { $0 % 7 != 0 }.map { "\($0)\n" }.joined() + "tail"),
    ])
    func gitApplyAgrees(_ old: String, _ new: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("patch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("File.swift")
        try Data(old.utf8).write(to: file)
        let patch = directory.appendingPathComponent("change.patch")
        try Data(render(old, new).utf8).write(to: patch)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "apply", "--unsafe-paths", "--directory=.", "change.patch"]
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "git apply: \(message)")
        #expect(try Data(contentsOf: file) == Data(new.utf8))
    }

    /// A deletion renders in git's form and `git apply` removes the file.
    @Test func deletionAppliesWithGit() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("patch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = Array("import XCTest\nXCTMain([])\n".utf8)
        try Data(original).write(to: directory.appendingPathComponent("LinuxMain.swift"))
        let outcome = FileOutcome(path: "LinuxMain.swift", status: .deleted, reason: nil, original: original, rewritten: [],
                                  diagnostics: [], editCounts: [:])
        let patch = UnifiedDiff().render(outcome)
        #expect(patch.hasPrefix("diff --git a/LinuxMain.swift b/LinuxMain.swift\ndeleted file mode 100644\n--- a/LinuxMain.swift\n+++ /dev/null\n@@ -1,2 +0,0 @@\n"))
        try Data(patch.utf8).write(to: directory.appendingPathComponent("change.patch"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "apply", "change.patch"]
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("LinuxMain.swift").path))
    }
}
