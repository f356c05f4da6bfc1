import Foundation
import Testing

@testable import MigrateCLI

/// Inputs a hostile or unlucky user gives (FIFOs, a closed stdin, very long names, leftovers of a
/// killed run, other users' files) and what the report says about them (issue 26).
@Suite struct InputSafetyTests {
    // MARK: Only regular files are opened

    @Test func aFIFONamedSwiftIsSkippedWithoutOpeningIt() throws {
        let sandbox = try Sandbox(files: ["Sources/A.swift": "old()\n"])
        defer { sandbox.remove() }
        let fifo = sandbox.root.appendingPathComponent("Sources/Pipe.swift").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Opening a FIFO for reading blocks until a writer comes: a hang, not a failure, if opened.
        for arguments in [["diff", "Sources"], ["scan", "Sources"], ["apply", "Sources"]] {
            let result = sandbox.run(arguments)
            #expect(result.code == 0, "\(arguments): \(result.err)")
            #expect(result.err.contains("Sources/Pipe.swift: skipped: not a regular file (a FIFO)"), "\(result.err)")
        }
        #expect(sandbox.read("Sources/A.swift") == "new()\n")
        let named = sandbox.run(["diff", "Sources/Pipe.swift"])
        #expect(named.err.contains("Sources/Pipe.swift: skipped: not a regular file (a FIFO)"), "\(named.err)")
    }

    @Test func readingADirectoryOrAClosedDescriptorAsStandardInputThrows() throws {
        let directory = open("/", O_RDONLY | O_DIRECTORY)
        defer { close(directory) }
        #expect(throws: SystemError.self) { try StandardInput.readAll(from: directory) }
        let pipe = Pipe()
        let closed = pipe.fileHandleForReading.fileDescriptor
        try pipe.fileHandleForReading.close()
        #expect(throws: SystemError.self) { try StandardInput.readAll(from: closed) }
    }

    @Test func aStandardInputThatCannotBeReadIsAnErrorNotACrash() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        let captured = Captured()
        var console = captured.console(in: sandbox.root)
        console.readStandardInput = { throw SystemError("read", "stdin", code: EISDIR) }
        let code = SwiftMigrate.main(["diff", "-"], console: console, migrations: [RenameOldToNew()])
        #expect(code == 3)
        #expect(captured.err.contains("cannot read stdin (EISDIR"), "\(captured.err)")
    }

    // MARK: File names that are not UTF-8

    /// `caf\xE9Tests.swift` (Latin-1) and a folder named in Latin-1 holding a Swift file: no
    /// `String` path opens them, and Foundation's listing drops them without a word. The run
    /// names each, quoted as git shows it, instead of skipping them silently; the rest migrates.
    @Test func aNameThatIsNotUTF8IsReportedNotSilentlySkipped() throws {
        let sandbox = try Sandbox(files: ["Sources/A.swift": "old()\n"])
        defer { sandbox.remove() }
        let sources = Array(sandbox.root.appendingPathComponent("Sources").path.utf8)
        let file = sources + Array("/caf".utf8) + [0xE9] + Array("Tests.swift".utf8)
        let folder = sources + Array("/R".utf8) + [0xE9] + Array("sum".utf8)
        #expect(writeFile(file, "old()\n"))
        #expect(mkdir(nulTerminated(folder), 0o755) == 0)
        #expect(writeFile(folder + Array("/B.swift".utf8), "old()\n"))
        let result = sandbox.run(["apply", "Sources"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains(#"note: "Sources/caf\351Tests.swift": skipped: its name is not valid UTF-8"#), "\(result.err)")
        #expect(result.err.contains(#"note: "Sources/R\351sum": skipped: its name is not valid UTF-8"#), "\(result.err)")
        #expect(sandbox.read("Sources/A.swift") == "new()\n")

        // Named explicitly, the shell's bytes reach the tool with U+FFFD in their place: the file
        // is found and named, not reported as missing.
        let named = sandbox.run(["diff", "Sources/caf\u{FFFD}Tests.swift"])
        #expect(!named.err.contains("ENOENT"), "\(named.err)")
        #expect(named.err.contains(#""Sources/caf\351Tests.swift": skipped: its name is not valid UTF-8"#), "\(named.err)")
        let missing = sandbox.run(["diff", "Sources/nothing\u{FFFD}.swift"])
        #expect(missing.err.contains("ENOENT"), "a name that matches no file is still missing: \(missing.err)")
    }

    private func nulTerminated(_ path: [UInt8]) -> [CChar] { path.map { CChar(bitPattern: $0) } + [0] }

    private func writeFile(_ path: [UInt8], _ text: String) -> Bool {
        let descriptor = open(nulTerminated(path), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return write(descriptor, bytes, bytes.count) == bytes.count
    }

    // MARK: Temporary files

    @Test func aFileWithAVeryLongNameCanBeRewritten() throws {
        let name = String(repeating: "n", count: 234) + ".swift"  // 240 bytes; NAME_MAX is 255
        let sandbox = try Sandbox(files: [name: "old()\n"])
        defer { sandbox.remove() }
        let result = sandbox.run(["apply", name])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read(name) == "new()\n")
    }

    @Test func temporaryNamesAreShortAndOfFixedLength() {
        let short = SafeWriter.temporaryName()
        let again = SafeWriter.temporaryName()
        #expect(short.hasPrefix(SafeWriter.temporaryPrefix) && short.hasSuffix(".tmp"))
        #expect(short.utf8.count == again.utf8.count)
        #expect(short.utf8.count <= 40)
        #expect(short != again)
        #expect(SafeWriter.creator(ofTemporary: short) == getpid())
    }

    @Test func staleTemporariesOfAKilledRunAreRemovedWhereTheRunWrites() throws {
        let sandbox = try Sandbox(files: ["Sources/A.swift": "old()\n", "Other/B.swift": "old()\n"])
        defer { sandbox.remove() }
        let dead = try deadProcessID()
        let live = getppid()
        let sources = sandbox.root.appendingPathComponent("Sources")
        let leftovers = [
            "\(SafeWriter.temporaryPrefix)\(dead)-12345-A.swift.tmp",  // the old, long form
            String(format: "\(SafeWriter.temporaryPrefix)%010d-0123abcd.tmp", dead),
        ]
        for name in leftovers { try Data("half".utf8).write(to: sources.appendingPathComponent(name)) }
        let inFlight = String(format: "\(SafeWriter.temporaryPrefix)%010d-0123abcd.tmp", live)
        try Data("another run's".utf8).write(to: sources.appendingPathComponent(inFlight))
        let elsewhere = sandbox.root.appendingPathComponent("Other/\(leftovers[1])")
        try Data("half".utf8).write(to: elsewhere)

        let result = sandbox.run(["apply", "Sources"])
        #expect(result.code == 0, "\(result.err)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
        #expect(names == ["A.swift", inFlight], "a live process's temporary is kept")
        #expect(FileManager.default.fileExists(atPath: elsewhere.path), "only the directories the run writes are cleaned")
        #expect(result.err.contains("removed 2 temporary files left by an interrupted run"), "\(result.err)")
    }

    /// The id of a process that has ended (and been reaped).
    func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    // MARK: Owners

    @Test func anOwnerThatCannotBeKeptRefusesTheFileUnlessAllowed() {
        let original = FileOwner(user: 4321, group: 8765)
        #expect(FileOwner.refusal(original: original, written: original, allowChange: false) == nil)
        let mine = FileOwner(user: 1000, group: 8765)
        let refusal = FileOwner.refusal(original: original, written: mine, allowChange: false)
        #expect(refusal?.contains("owned by user 4321") == true, "\(refusal ?? "")")
        #expect(refusal?.contains("--allow-owner-change") == true)
        #expect(FileOwner.refusal(original: original, written: mine, allowChange: true) == nil)
        let otherGroup = FileOwner.refusal(original: original, written: FileOwner(user: 4321, group: 1000), allowChange: false)
        #expect(otherGroup?.contains("group 8765") == true, "\(otherGroup ?? "")")
    }

    @Test func allowOwnerChangeIsAnApplyFlag() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        #expect(sandbox.run(["apply", "--allow-owner-change", "A.swift"]).code == 0)
        #expect(sandbox.read("A.swift") == "new()\n")
    }

    // MARK: Options and the report

    @Test(arguments: [["diff", "--check-rounds", "abc", "."], ["apply", "--check-rounds", "0", "."], ["scan", "--check-rounds", "-1", "."]])
    func numericOptionsAreCheckedWhateverTheOtherFlags(_ arguments: [String]) throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let result = sandbox.run(arguments)
        #expect(result.code == 2, "\(result.err)")
        #expect(result.err.contains("--check-rounds needs a positive number"))
        #expect(sandbox.read("A.swift") == "old()\n")
    }

    @Test func theSummaryCountsFilesThatCouldNotBeReadAsFailed() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        try Data([0xFF, 0xFE] + Array("old()\n".data(using: .utf16LittleEndian)!)).write(to: sandbox.root.appendingPathComponent("Wide.swift"))
        let result = sandbox.run(["diff", "."])
        #expect(result.code == 3)
        #expect(result.err.contains("1 changed, 0 unchanged, 0 skipped, 1 failed"), "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sandbox.run(["diff", "--format", "json", "."]).out.utf8)) as? [String: Any])
        #expect((json["totals"] as? [String: Any])?["failed"] as? Int == 1)
    }

    @Test func jsonCarriesPatchesThatAreNotUTF8AsBase64() throws {
        let sandbox = try Sandbox(files: ["Good.swift": "old()\n"])
        defer { sandbox.remove() }
        let original: [UInt8] = Array("old(\"caf".utf8) + [0xE9] + Array("\")\n".utf8)
        try Data(original).write(to: sandbox.root.appendingPathComponent("Latin1.swift"))
        let result = sandbox.run(["diff", "--format", "json", "."])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let latin = try #require(files.first { $0["path"] as? String == "Latin1.swift" })
        #expect(latin["patch"] == nil, "no U+FFFD in place of the byte")
        let encoded = try #require(latin["patchBase64"] as? String)
        let bytes = try #require(Data(base64Encoded: encoded))
        #expect(bytes.contains(0xE9))
        #expect(String(decoding: bytes, as: UTF8.self).contains("+new(\"caf"))
        let good = try #require(files.first { $0["path"] as? String == "Good.swift" })
        #expect((good["patch"] as? String)?.contains("+new()") == true)
        #expect(good["patchBase64"] == nil)
    }

    @Test func applyOnStandardInputAsJSONIncludesTheRewrittenText() throws {
        let sandbox = try Sandbox(files: [:])
        defer { sandbox.remove() }
        let result = sandbox.run(["apply", "--format", "json", "-"], stdin: "old(1)\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        #expect(file["text"] as? String == "new(1)\n", "\(result.out)")
    }
}

/// The same through the built executable, whose standard input is the real one.
@Suite(.tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct StandardInputExecutableTests {
    @Test(arguments: ["<&-", "< /"])
    func diffWithAClosedOrDirectoryStandardInputIsAnError(_ redirection: String) throws {
        let executable = InterruptTests.executable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first: \(executable.path)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" diff - \(redirection)", executable.path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "a crash: \(message)")
        #expect(process.terminationStatus == 3, "\(message)")
        #expect(message.contains("cannot read stdin"), "\(message)")
    }
}
