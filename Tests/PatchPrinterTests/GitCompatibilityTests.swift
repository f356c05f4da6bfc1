import MigrationKit
import Testing

@testable import PatchPrinter

/// Patches must carry file names and line bytes exactly: `git apply` and GNU `patch -p1` must both
/// turn the old file into the new one byte for byte, whatever the name and the content.
@Suite struct GitCompatibilityTests {
    /// A file name as raw bytes, shown in test results the way git quotes it.
    struct FileName: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        init(_ text: String) { bytes = Array(text.utf8) }
        init(bytes: [UInt8]) { self.bytes = bytes }
        var testDescription: String { String(decoding: GitPath.label(bytes, prefix: ""), as: UTF8.self) }
    }

    /// Names git quotes (tab, newline, quote, backslash, control and non-ASCII bytes, invalid
    /// UTF-8) or writes with a trailing tab on `---`/`+++` (spaces).
    static let names: [FileName] = [
        FileName("plain.swift"),
        FileName("a b.swift"),
        FileName("trailing .swift"),
        FileName("tab\there.swift"),
        FileName("new\nline.swift"),
        FileName("sp ace\ttab.swift"),
        FileName("q\"uote.swift"),
        FileName("back\\slash.swift"),
        FileName("café.swift"),
        FileName(bytes: Array("caf".utf8) + [0xE9] + Array(".swift".utf8)),
        FileName("ctl\u{01}\u{1B}\u{7F}.swift"),
        FileName("e\u{07}\u{08}\u{0C}\r\u{0B}.swift"),
    ]

    static let old = Array("import XCTest\n\nfinal class T: XCTestCase {}\n".utf8)
    static let new = Array("import Testing\n\nstruct T {}\n".utf8)

    /// The lines of `patch` up to the first hunk, without git's `index` line (we have no blob ids).
    static func fileHeader(_ patch: [UInt8]) -> [[UInt8]] {
        patch.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            .prefix { !$0.starts(with: Array("@@".utf8)) }
            .filter { !$0.starts(with: Array("index ".utf8)) }
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test(arguments: names)
    func headerMatchesGitDiff(_ fileName: FileName) throws {
        let name = fileName.bytes
        let sandbox = try PatchSandbox()
        defer { sandbox.remove() }
        guard sandbox.create(name, contents: Self.old) else { return }  // the file system refuses the name
        sandbox.run(["git", "init", "-q"])
        sandbox.run(["git", "add", "-A"])
        #expect(sandbox.run(["git", "commit", "-q", "-m", "old"]).status == 0)
        sandbox.create(name, contents: Self.new)
        let gitPatch = sandbox.run(["git", "diff"]).output
        let ours = UnifiedDiff().patch(pathBytes: name, old: Self.old, new: Self.new)
        #expect(Self.fileHeader(ours) == Self.fileHeader(gitPatch), "ours:\n\(Self.text(ours))\ngit:\n\(Self.text(gitPatch))")

        sandbox.delete(name)
        let gitDeletion = sandbox.run(["git", "diff"]).output
        let ourDeletion = UnifiedDiff().deletionPatch(pathBytes: name, old: Self.old)
        #expect(Self.fileHeader(ourDeletion) == Self.fileHeader(gitDeletion), "ours:\n\(Self.text(ourDeletion))\ngit:\n\(Self.text(gitDeletion))")
    }

    /// The tools that must accept every patch, as a command line run in the patched directory.
    static let appliers: [[String]] = [
        ["git", "apply", "change.patch"],
        ["patch", "-p1", "--batch", "--no-backup-if-mismatch", "-i", "change.patch"],
    ]

    /// Applies `patch` to a directory holding `old` under `name`; returns the file's bytes afterwards
    /// (nil when it is gone), or records why the tool failed.
    static func apply(_ patch: [UInt8], with tool: [String], name: [UInt8], old: [UInt8]) throws -> [UInt8]? {
        let sandbox = try PatchSandbox()
        defer { sandbox.remove() }
        sandbox.create(name, contents: old)
        sandbox.create(Array("change.patch".utf8), contents: patch)
        let result = sandbox.run(tool)
        #expect(result.status == 0, "\(tool[0]): \(result.errors)\n\(text(result.output))")
        return sandbox.contents(of: name)
    }

    @Test(arguments: names, appliers)
    func unusualNamesApply(_ fileName: FileName, tool: [String]) throws {
        let name = fileName.bytes
        let probe = try PatchSandbox()
        defer { probe.remove() }
        guard probe.create(name, contents: []) else { return }  // the file system refuses the name
        let patch = UnifiedDiff().patch(pathBytes: name, old: Self.old, new: Self.new)
        #expect(try Self.apply(patch, with: tool, name: name, old: Self.old) == Self.new)
    }

    @Test(arguments: names, appliers)
    func deletionsApply(_ fileName: FileName, tool: [String]) throws {
        let name = fileName.bytes
        let probe = try PatchSandbox()
        defer { probe.remove() }
        guard probe.create(name, contents: []) else { return }
        let patch = UnifiedDiff().deletionPatch(pathBytes: name, old: Self.old)
        #expect(try Self.apply(patch, with: tool, name: name, old: Self.old) == nil)
    }

    /// Lines that are not UTF-8 (a lone 0xFF, 0xC3 followed by an ASCII byte), with CRLF and a
    /// missing final newline, come out of the patch exactly as they went in.
    @Test(arguments: appliers)
    func invalidUTF8LinesSurvive(tool: [String]) throws {
        let old: [UInt8] = Array("keep\n".utf8) + [0xFF] + Array(" old\r\n".utf8) + Array("same\n".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let new: [UInt8] = Array("keep\n".utf8) + [0xC3, 0x28] + Array(" new\r\n".utf8) + Array("same\n".utf8) + [0xFF, 0xFE]
        let patch = UnifiedDiff().patch(path: "Bytes.swift", old: old, new: new)
        #expect(patch.contains(0xFF) && patch.contains(0xC3))
        #expect(try Self.apply(patch, with: tool, name: Array("Bytes.swift".utf8), old: old) == new)
    }

    /// Random edits of a larger file, with both tools.
    @Test(arguments: appliers)
    func randomEditsApply(tool: [String]) throws {
        var random = SplitMix64(state: 4)
        for _ in 0..<5 {
            let old = LineDiffTests.randomFile(200, alphabet: 8, using: &random)
            let new = LineDiffTests.randomFile(200, alphabet: 8, using: &random)
            let patch = UnifiedDiff().patch(path: "Random.swift", old: old, new: new)
            #expect(try Self.apply(patch, with: tool, name: Array("Random.swift".utf8), old: old) == new)
        }
    }

    /// A patch whose work cap ran out (delete all, insert all) applies just the same.
    @Test(arguments: appliers)
    func fallbackPatchApplies(tool: [String]) throws {
        var random = SplitMix64(state: 5)
        let old = LineDiffTests.randomFile(300, alphabet: 4, using: &random)
        let new = LineDiffTests.randomFile(300, alphabet: 4, using: &random)
        var printer = UnifiedDiff()
        printer.workLimit = 10
        #expect(LineDiffTests.edits(LineDiff(old: old, new: new, workLimit: 10)) > LineDiffTests.minimalEdits(old: old, new: new))
        let patch = printer.patch(path: "F.swift", old: old, new: new)
        #expect(try Self.apply(patch, with: tool, name: Array("F.swift".utf8), old: old) == new)
    }
}
