import Foundation
import Testing

/// `scripts/staged-migrate.sh` commits one migration at a time, and stops when a run could not
/// read, migrate or write some file (exit 3) instead of committing part of it.
@Suite(.tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct StagedMigrateTests {
    @Test func exitThreeStopsTheScriptWithoutCommitting() throws {
        let executable = InterruptTests.executable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path))
        let sandbox = try Sandbox(files: ["Tests/ATests.swift": InterruptTests.testFile(1)])
        defer { sandbox.remove() }
        // A UTF-16 file cannot be read: the run exits 3.
        try ("old()\n".data(using: .utf16LittleEndian)!).write(to: sandbox.root.appendingPathComponent("Tests/Wide.swift"))
        sandbox.shell(["git", "init", "-q"])
        sandbox.shell(["git", "add", "."])
        sandbox.shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "init"])

        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/staged-migrate.sh").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script, "--repo", sandbox.root.path, "--tool", executable.path, "xctest"]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
        ]) { $1 }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 3, "\(message)")
        #expect(message.contains("exited with 3"))
        let log = Process()
        log.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        log.arguments = ["git", "-C", sandbox.root.path, "rev-list", "--count", "HEAD"]
        let out = Pipe()
        log.standardOutput = out
        try log.run()
        log.waitUntilExit()
        #expect(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "1\n", "nothing committed")
    }
}
