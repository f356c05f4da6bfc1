import Foundation
import Testing

/// A unit that spans files (an objc pair: its new Swift file, the deleted `.h`/`.m`, the edited
/// importers and bridging header) is written whole or not at all, under a signal or a concurrent
/// save at a precise step of the write. The child run stops or interrupts itself at the step the
/// test names (`SWIFT_MIGRATE_TEST_HOOK`), so nothing depends on timing.
@Suite(.serialized, .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct TransactionTests {
    struct Outcome {
        var status: Int32
        var err: String
    }

    /// Runs `apply --only objc .` in the sandbox with the hook set; `whileStopped` runs while a
    /// `stop` hook holds the child, which then continues.
    func apply(_ sandbox: Sandbox, hook: String, whileStopped: () throws -> Void = {}) throws -> Outcome {
        let executable = InterruptTests.executable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first: \(executable.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["apply", "--only", "objc", "."]
        process.currentDirectoryURL = sandbox.root
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_MIGRATE_TEST_HOOK"] = hook
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        if hook.hasSuffix(":stop") {
            let deadline = Date().addingTimeInterval(60)
            while !isStopped(process.processIdentifier), process.isRunning, Date() < deadline { usleep(10_000) }
            #expect(isStopped(process.processIdentifier), "the child never reached \(hook)")
            try whileStopped()
            kill(process.processIdentifier, SIGCONT)
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, err: message)
    }

    func isStopped(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")"),
            stat.index(close, offsetBy: 2) < stat.endIndex
        else { return false }
        return stat[stat.index(close, offsetBy: 2)] == "T"
    }

    func gitStatus(_ sandbox: Sandbox) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "status", "--porcelain", "--untracked-files=all"]
        process.currentDirectoryURL = sandbox.root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    /// The tree a run that nobody disturbed leaves.
    func finishedTree() throws -> (sandbox: Sandbox, status: String) {
        let finished = try ObjCProjectTests().sandbox()
        let run = try apply(finished, hook: "")
        #expect(run.status == 0, "\(run.err)")
        return (finished, try gitStatus(finished))
    }

    static let unitFiles = ["App/Model.swift", "App/App-Bridging-Header.h", "App/Service.h", "App/Service.m", "App/ViewController.m"]

    @Test(arguments: ["apply.staged", "apply.checked"])
    func aSignalBeforeTheFirstRenameLeavesEverythingAsItWas(step: String) throws {
        let sandbox = try ObjCProjectTests().sandbox()
        defer { sandbox.remove() }
        let run = try apply(sandbox, hook: "\(step):interrupt")
        #expect(run.status == 130, "\(run.err)")
        #expect(try gitStatus(sandbox) == "", "nothing changed, no temporary file left")
        #expect(run.err.contains("0 of"), "\(run.err)")
    }

    @Test func aSignalAfterTheFirstRenameFinishesTheUnitAndSaysSo() throws {
        let (finished, expected) = try finishedTree()
        defer { finished.remove() }
        let sandbox = try ObjCProjectTests().sandbox()
        defer { sandbox.remove() }
        let run = try apply(sandbox, hook: "apply.renamed-first:interrupt")
        #expect(run.status == 130, "\(run.err)")
        #expect(run.err.contains("the renames were finished"), "\(run.err)")
        #expect(try gitStatus(sandbox) == expected)
        for path in Self.unitFiles { #expect(sandbox.read(path) == finished.read(path), "\(path)") }
    }

    @Test func aSaveOfTheImplementationWhileStagingRefusesTheWholePair() throws {
        let sandbox = try ObjCProjectTests().sandbox()
        defer { sandbox.remove() }
        let saved = sandbox.read("App/Model.m") + "// saved in an editor\n"
        let run = try apply(sandbox, hook: "apply.staged:stop") {
            try Data(saved.utf8).write(to: sandbox.root.appendingPathComponent("App/Model.m"))
        }
        #expect(run.status == 3, "\(run.err)")
        #expect(try gitStatus(sandbox) == " M App/Model.m\n", "only the user's save: no file of the pair written, no temporary left")
        #expect(sandbox.read("App/Model.m") == saved)
        #expect(run.err.contains("changed with it as one unit"), "\(run.err)")
    }

    @Test func aSaveOfAnImporterAfterTheCheckKeepsTheSaveAndSaysTheUnitIsIncomplete() throws {
        let sandbox = try ObjCProjectTests().sandbox()
        defer { sandbox.remove() }
        let saved = sandbox.read("App/ViewController.m") + "// saved in an editor\n"
        let run = try apply(sandbox, hook: "apply.checked:stop") {
            try Data(saved.utf8).write(to: sandbox.root.appendingPathComponent("App/ViewController.m"))
        }
        #expect(run.status == 3, "\(run.err)")
        #expect(sandbox.read("App/ViewController.m") == saved, "the save is never overwritten")
        #expect(run.err.contains("run again to finish"), "\(run.err)")
    }
}
