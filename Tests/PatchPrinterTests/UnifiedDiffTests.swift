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
        #expect(
            render(old, new) == """
                diff --git a/File.swift b/File.swift
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
        #expect(
            render("a\nb", "a\nc") == """
                diff --git a/File.swift b/File.swift
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

    /// The patch must apply with `git apply` and `patch -p1` and give exactly the new text, line endings included.
    static let changes = [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ("one\r\ntwo\r\nthree\r\n", "one\r\n2\r\nthree\r\nfour\r\n"),
        ("x\ny", "x\ny\n"),
        ("import XCTest\n\nclass A {}\n", "import Testing\n\nstruct A {}\n"),
        ((1...50).map { "\($0)\n" }.joined(), (1...50).filter { $0 % 7 != 0 }.map { "\($0)\n" }.joined() + "tail"),
    ]

    @Test(arguments: changes, GitCompatibilityTests.appliers)
    func patchApplies(_ change: (old: String, new: String), tool: [String]) throws {
        let patch = UnifiedDiff().patch(path: "File.swift", old: Array(change.old.utf8), new: Array(change.new.utf8))
        let result = try GitCompatibilityTests.apply(patch, with: tool, name: Array("File.swift".utf8), old: Array(change.old.utf8))
        #expect(result == Array(change.new.utf8))
    }

    @Test func renderIsThePatchAsText() {
        let old = Array("a\n".utf8)
        let new = Array("b\n".utf8)
        #expect(UnifiedDiff().render(path: "f", old: old, new: new) == String(decoding: UnifiedDiff().patch(path: "f", old: old, new: new), as: UTF8.self))
    }

    /// Color wraps each line's text and nothing else: without the escape sequences the bytes are
    /// the plain patch's, and git's tab after a name with a space follows the reset, as git writes it.
    @Test func colorOnlyAddsEscapes() {
        let old: [UInt8] = Array("x\n".utf8) + [0xFF, 0x0A]
        let new: [UInt8] = Array("x\n".utf8) + [0xC3, 0x28]
        let plain = UnifiedDiff().patch(path: "a b.swift", old: old, new: new)
        let colored = UnifiedDiff(color: true).patch(path: "a b.swift", old: old, new: new)
        #expect(Self.removingEscapes(colored) == plain)
        #expect(colored.starts(with: Array("\u{1B}[1mdiff --git a/a b.swift b/a b.swift\u{1B}[0m\n\u{1B}[1m--- a/a b.swift\u{1B}[0m\t\n".utf8)))
        #expect(colored.contains(0xFF))
    }

    static func removingEscapes(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var inEscape = false
        for byte in bytes {
            if byte == 0x1B { inEscape = true } else if inEscape { inEscape = byte != UInt8(ascii: "m") } else { result.append(byte) }
        }
        return result
    }

    /// A deletion renders in git's form and `git apply` removes the file.
    @Test func deletionAppliesWithGit() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("patch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = Array("import XCTest\nXCTMain([])\n".utf8)
        try Data(original).write(to: directory.appendingPathComponent("LinuxMain.swift"))
        let outcome = FileOutcome(
            path: "LinuxMain.swift", status: .deleted, reason: nil, original: original, rewritten: [],
            diagnostics: [], editCounts: [:])
        let patch = UnifiedDiff().render(outcome)
        #expect(
            patch.hasPrefix("diff --git a/LinuxMain.swift b/LinuxMain.swift\ndeleted file mode 100644\n--- a/LinuxMain.swift\n+++ /dev/null\n@@ -1,2 +0,0 @@\n")
        )
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
