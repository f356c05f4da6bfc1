import Foundation
import Testing

@testable import MigrateCLI

/// `apply` never loses a byte: concurrent edits, symbolic links, modes and owners, git that cannot
/// answer, files that are not ours to read.
@Suite struct WriteSafetyTests {
    @Test func aFileChangedAfterItWasReadIsRefusedAndKept() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let path = sandbox.root.appendingPathComponent("A.swift").path
        let snapshot = try FileSnapshot.read(path)
        try Data("old() // saved in an editor meanwhile\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: SafeWriter.Failure.self) { try SafeWriter.replace(snapshot, with: Array("new()\n".utf8)) }
        #expect(sandbox.read("A.swift") == "old() // saved in an editor meanwhile\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path) == ["A.swift"], "no temporary file left")
    }

    @Test func anEditThatKeepsSizeAndTimeIsStillSeen() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let path = sandbox.root.appendingPathComponent("A.swift").path
        let snapshot = try FileSnapshot.read(path)
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
        try Data("odd()\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        #expect(throws: SafeWriter.Failure.self) { try SafeWriter.replace(snapshot, with: Array("new()\n".utf8)) }
        #expect(sandbox.read("A.swift") == "odd()\n")
    }

    @Test func aFileReplacedAfterItWasReadIsRefused() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n", "B.swift": "old()\n"])
        defer { sandbox.remove() }
        let path = sandbox.root.appendingPathComponent("A.swift").path
        let snapshot = try FileSnapshot.read(path)
        // Same bytes, another inode: what an editor's own atomic save leaves.
        #expect(rename(sandbox.root.appendingPathComponent("B.swift").path, path) == 0)
        #expect(throws: SafeWriter.Failure.self) { try SafeWriter.replace(snapshot, with: Array("new()\n".utf8)) }
    }

    @Test func theCommandReportsAConcurrentEditAsNotWritten() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let snapshot = try FileSnapshot.read(sandbox.root.appendingPathComponent("A.swift").path)
        try Data("old(2)\n".utf8).write(to: sandbox.root.appendingPathComponent("A.swift"))
        do {
            try SafeWriter.replace(snapshot, with: [])
            Issue.record("the write should have been refused")
        } catch {
            #expect(error.description.contains("changed since it was read"))
            #expect(error.description.contains("run again"))
        }
    }

    @Test func modeAndOwnerAreKept() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let path = sandbox.root.appendingPathComponent("A.swift").path
        #expect(chmod(path, 0o640) == 0)
        let canChangeOwner = getuid() == 0
        if canChangeOwner { #expect(chown(path, 4321, 8765) == 0) }
        #expect(sandbox.run(["apply", "A.swift"]).code == 0)
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640)
        if canChangeOwner {
            #expect(info.st_uid == 4321)
            #expect(info.st_gid == 8765)
        }
        #expect(sandbox.read("A.swift") == "new()\n")
    }

    // MARK: Symbolic links

    @Test func aLinkToAFileInsideTheInputsRewritesTheTargetAndStaysALink() throws {
        let sandbox = try Sandbox(files: ["real/A.swift": "old()\n"])
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.root.appendingPathComponent("links"), withIntermediateDirectories: true)
        let link = sandbox.root.appendingPathComponent("links/L.swift").path
        #expect(symlink("../real/A.swift", link) == 0)
        let result = sandbox.run(["apply", "."])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("1 changed"), "the target is migrated once, not once per name")
        #expect(sandbox.read("real/A.swift") == "new()\n")
        #expect(isSymbolicLink(link))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../real/A.swift")
    }

    @Test func aLinkToAFileOutsideTheInputsIsSkippedWithANote() throws {
        let outside = try Sandbox(files: ["B.swift": "old()\n"])
        defer { outside.remove() }
        let sandbox = try Sandbox(files: ["inputs/A.swift": "old()\n"])
        defer { sandbox.remove() }
        let link = sandbox.root.appendingPathComponent("inputs/L.swift").path
        #expect(symlink(outside.root.appendingPathComponent("B.swift").path, link) == 0)
        for arguments in [["apply", "inputs"], ["apply", "inputs/L.swift"]] {
            let result = sandbox.run(arguments)
            #expect(result.code == 0, "\(result.err)")
            #expect(result.err.contains("inputs/L.swift: skipped: a symbolic link to"))
            #expect(result.err.contains("outside the inputs"))
            #expect(outside.read("B.swift") == "old()\n")
            #expect(isSymbolicLink(link))
        }
        #expect(sandbox.read("inputs/A.swift") == "new()\n")
    }

    // MARK: Git

    @Test func whenGitCannotAnswerEveryFileInTheRepositoryCountsAsUncommitted() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        // A `.git` file pointing nowhere: git fails ("not a git repository").
        try Data("gitdir: /nonexistent/swift-migrate\n".utf8).write(to: sandbox.root.appendingPathComponent(".git"))
        let refused = sandbox.run(["apply", "."])
        #expect(refused.code == 3)
        #expect(refused.err.contains("git cannot report uncommitted changes in"))
        #expect(sandbox.read("A.swift") == "old()\n")
        #expect(sandbox.run(["apply", "--allow-dirty", "."]).code == 0)
        #expect(sandbox.read("A.swift") == "new()\n")

        let status = GitStatus(files: ["/repo/A.swift"]) { _ in
            GitStatus.GitOutput(status: 127, output: [], error: Array("env: 'git': No such file or directory\n".utf8))
        }
        #expect(status.dirty.isEmpty, "outside a repository nothing is checked")
    }

    @Test func gitFailureIsReportedPerRepository() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        sandbox.shell(["git", "init", "-q"])
        let file = sandbox.root.appendingPathComponent("A.swift").path
        let real = InputFiles.realPath(file)!
        let status = GitStatus(files: [real]) { _ in GitStatus.GitOutput(status: 128, output: [], error: Array("fatal: detected dubious ownership\n".utf8)) }
        #expect(status.dirty == [real])
        #expect(status.failures.first?.message == "fatal: detected dubious ownership")
    }

    @Test func ignoredFilesCountAsUncommitted() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n", ".gitignore": "A.swift\n"])
        defer { sandbox.remove() }
        sandbox.shell(["git", "init", "-q"])
        sandbox.shell(["git", "add", ".gitignore"])
        sandbox.shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "init"])
        let refused = sandbox.run(["apply", "."])
        #expect(refused.code == 3)
        #expect(refused.err.contains("A.swift: error: uncommitted changes"))
        #expect(sandbox.read("A.swift") == "old()\n")
    }

    @Test func renamesInGitStatusNameBothPaths() {
        let output = Array("R  new.swift\0old.swift\0 M other.swift\0".utf8)
        #expect(GitStatus.changedPaths(output) == ["new.swift", "old.swift", "other.swift"])
    }

    // MARK: Inputs

    @Test func explicitlyNamedFilesMustBeSwift() throws {
        let sandbox = try Sandbox(files: ["NOTES.md": "old()\n", "A.swift": "old()\n"])
        defer { sandbox.remove() }
        let refused = sandbox.run(["apply", "NOTES.md", "A.swift"])
        #expect(refused.code == 2)
        #expect(refused.err.contains("NOTES.md is not a Swift file"))
        #expect(sandbox.read("NOTES.md") == "old()\n")
        #expect(sandbox.read("A.swift") == "old()\n", "a usage error writes nothing")
        #expect(sandbox.run(["apply", "--force-language", "swift", "NOTES.md"]).code == 0)
        #expect(sandbox.read("NOTES.md") == "new()\n")
        #expect(sandbox.run(["diff", "--force-language", "python", "NOTES.md"]).code == 2)
    }

    @Test func noSwiftFilesIsSaid() throws {
        let sandbox = try Sandbox(files: ["README.md": "hi\n"])
        defer { sandbox.remove() }
        let result = sandbox.run(["diff", "."])
        #expect(result.code == 0)
        #expect(result.err.contains("warning: no Swift files found in ."))
    }

    @Test func utf16FilesAreRefusedWithTheirEncoding() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        let utf16 = Data([0xFF, 0xFE]) + "old()\n".data(using: .utf16LittleEndian)!
        try utf16.write(to: sandbox.root.appendingPathComponent("Wide.swift"))
        try Data("old()\n".data(using: .utf16BigEndian)!).write(to: sandbox.root.appendingPathComponent("NoMark.swift"))
        let result = sandbox.run(["apply", "."])
        #expect(result.code == 3)
        #expect(result.err.contains("Wide.swift: error: unsupported encoding: UTF-16 (little-endian)"))
        #expect(result.err.contains("NoMark.swift: error: unsupported encoding: UTF-16 (big-endian)"))
        #expect(try Data(contentsOf: sandbox.root.appendingPathComponent("Wide.swift")) == utf16)
        let json = sandbox.run(["diff", "--format", "json", "."])
        #expect(json.out.contains("\"errors\""))
        #expect(json.out.contains("unsupported encoding"))
    }

    @Test func invalidUTF8InsideARewrittenCallSurvivesByteForByte() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        let original: [UInt8] = Array("old(\"caf".utf8) + [0xE9] + Array("\", \"".utf8) + [0xFF, 0xC3, 0x28] + Array("\")\n".utf8)
        try Data(original).write(to: sandbox.root.appendingPathComponent("A.swift"))
        #expect(sandbox.run(["apply", "A.swift"]).code == 0)
        let written = try Array(Data(contentsOf: sandbox.root.appendingPathComponent("A.swift")))
        #expect(written == Array("new".utf8) + original.dropFirst(3))
    }

    func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}
