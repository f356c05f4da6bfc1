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
    func apply(
        _ sandbox: Sandbox, hook: String, arguments: [String] = ["--only", "objc", "."], whileStopped: () throws -> Void = {}
    ) throws -> Outcome {
        let executable = InterruptTests.executable
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the executable first: \(executable.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["apply"] + arguments
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
        #expect(run.err.contains("the unit is incomplete"), "\(run.err)")
    }

    // MARK: Every step, every multi-file unit kind

    /// The kinds of unit that span files, each with the apply arguments that convert it and a file
    /// of it a user may save meanwhile.
    enum Kind: String, CaseIterable, Sendable {
        /// A pair: created Swift file, deleted `.h`/`.m`, edited importers and bridging header.
        case objc
        /// A store: created `<Model>Models.swift`, rewritten model `contents` and call sites.
        case coredata
        /// A test target's shared declaration: `ProcessWideState`, declared in one converted file
        /// and named by the suites of the others.
        case xctest
        /// A purchase system: the created `Store+StoreKit2.swift` companion and the view whose
        /// steps name it.
        case storekit

        func sandbox() throws -> Sandbox {
            switch self {
            case .objc: return try ObjCProjectTests().sandbox()
            case .coredata: return try CheckLoopTests().coreDataSandbox(build: "exit 0")
            case .xctest: return try Self.testTargetSandbox()
            case .storekit: return try Self.committed(fixture: "storekit/multi-file-app-phased/before", under: "App")
            }
        }

        static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")

        /// The files of a fixture folder under `folder`, committed.
        static func committed(fixture: String, under folder: String, adding extra: [String: String] = [:]) throws -> Sandbox {
            let source = fixtures.appendingPathComponent(fixture)
            var files = extra
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                files["\(folder)/\(name)"] = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
            }
            let sandbox = try Sandbox(files: files)
            sandbox.shell(["git", "init", "-q"])
            sandbox.shell(["git", "add", "."])
            sandbox.shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "init"])
            return sandbox
        }

        /// `Fixtures/xctest/process-wide-state` in a package whose library declares the state.
        static func testTargetSandbox() throws -> Sandbox {
            try committed(
                fixture: "xctest/process-wide-state/before", under: "Tests/SampleKitTests",
                adding: [
                    "Package.swift": """
                        // swift-tools-version: 6.0
                        import PackageDescription

                        let package = Package(
                            name: "SampleKit",
                            targets: [.target(name: "SampleKit"), .testTarget(name: "SampleKitTests", dependencies: ["SampleKit"])])

                        """,
                    "Sources/SampleKit/Settings.swift": """
                        public enum Settings {
                            nonisolated(unsafe) public static var verbose = false
                            nonisolated(unsafe) public static private(set) var registered: [String] = []
                            public static func register(_ name: String) { registered.append(name) }
                            public static func reset() { verbose = false; registered = [] }
                        }

                        """,
                ])
        }

        var arguments: [String] {
            switch self {
            case .objc: return ["--only", "objc", "."]
            case .coredata: return ["--only", "coredata", "--ignore-deployment-target", "CoreDataApp"]
            case .xctest: return ["--only", "xctest", "Tests"]
            case .storekit: return ["--only", "storekit", "--set", "storekit.mode=phased", "App"]
            }
        }

        var savedFile: String {
            switch self {
            case .objc: return "App/Model.m"
            case .coredata: return "CoreDataApp/ContentView.swift"
            case .xctest: return "Tests/SampleKitTests/VerbosityTests.swift"
            case .storekit: return "App/PaywallView.swift"
            }
        }
    }

    /// An interrupt at each step, then a rerun: the tree is as before or fully migrated, and the
    /// rerun finishes the unit or changes nothing (checked with `git status`).
    @Test(arguments: Kind.allCases, ["apply.staged", "apply.checked", "apply.renamed-first"])
    func anInterruptAtEveryStepThenARerun(_ kind: Kind, step: String) throws {
        let finished = try kind.sandbox()
        defer { finished.remove() }
        let complete = try apply(finished, hook: "", arguments: kind.arguments)
        #expect(complete.status == 0, "\(complete.err)")
        let migrated = try gitStatus(finished)
        #expect(migrated != "")
        // What a second, undisturbed run does after a complete one (objc takes the next leaf).
        let second = try apply(finished, hook: "", arguments: kind.arguments)
        let secondStatus = try gitStatus(finished)

        let sandbox = try kind.sandbox()
        defer { sandbox.remove() }
        let run = try apply(sandbox, hook: "\(step):interrupt", arguments: kind.arguments)
        #expect(run.status == 130, "\(run.err)")
        let after = try gitStatus(sandbox)
        #expect(after == (step == "apply.renamed-first" ? migrated : ""), "\(kind) at \(step): \(run.err)")
        let rerun = try apply(sandbox, hook: "", arguments: kind.arguments)
        if step == "apply.renamed-first" {
            #expect(rerun.status == second.status, "\(rerun.err)")
            #expect(try gitStatus(sandbox) == secondStatus, "the unit was finished: the rerun goes on as after a complete run")
        } else {
            #expect(rerun.status == 0, "\(rerun.err)")
            #expect(try gitStatus(sandbox) == migrated, "the rerun migrates the unit whole")
        }
    }

    /// The unit that builds on Linux, interrupted after its first rename and run again: the
    /// package builds and its converted tests pass (the trait's declaration and its users are
    /// all there).
    @Test func anInterruptedTestTargetBuildsAndPassesAfterTheRerun() throws {
        let sandbox = try Kind.xctest.sandbox()
        defer { sandbox.remove() }
        let run = try apply(sandbox, hook: "apply.renamed-first:interrupt", arguments: Kind.xctest.arguments)
        #expect(run.status == 130, "\(run.err)")
        let rerun = try apply(sandbox, hook: "", arguments: Kind.xctest.arguments)
        #expect(rerun.status == 0, "\(rerun.err)")
        #expect(sandbox.read("Tests/SampleKitTests/VerbosityTests.swift").contains(".processWideState"))
        let test = Process()
        test.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        test.arguments = ["swift", "test", "--scratch-path", sandbox.root.appendingPathComponent(".build").path]
        test.currentDirectoryURL = sandbox.root
        let output = Pipe()
        test.standardOutput = output
        test.standardError = output
        try test.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        test.waitUntilExit()
        #expect(test.terminationStatus == 0, "\(text.suffix(3000))")
        #expect(text.contains("3 tests") && text.contains("passed"), "\(text.suffix(3000))")
    }

    /// A save at each step before the renames. Before the check: the save is kept and no file of
    /// the unit is written. After it (the instant before the renames): the save is kept, the rest
    /// of the unit is written, and the run says it is incomplete. A rerun (the saved file is
    /// uncommitted now) changes nothing; it does not finish the unit either (the saved file is the
    /// user's to reconcile).
    @Test(arguments: Kind.allCases, ["apply.staged", "apply.checked"])
    func aSaveAtEachStepBeforeTheRenamesIsKept(_ kind: Kind, step: String) throws {
        let sandbox = try kind.sandbox()
        defer { sandbox.remove() }
        let saved = sandbox.read(kind.savedFile) + "// saved in an editor\n"
        let run = try apply(sandbox, hook: "\(step):stop", arguments: kind.arguments) {
            try Data(saved.utf8).write(to: sandbox.root.appendingPathComponent(kind.savedFile))
        }
        #expect(run.status == 3, "\(run.err)")
        #expect(sandbox.read(kind.savedFile) == saved, "a save is never overwritten")
        let after = try gitStatus(sandbox)
        if step == "apply.staged" {
            #expect(after == " M \(kind.savedFile)\n", "nothing of the unit written: \(run.err)")
        } else {
            #expect(run.err.contains("the unit is incomplete"), "\(run.err)")
        }
        let rerun = try apply(sandbox, hook: "", arguments: kind.arguments)
        #expect(rerun.status == 3 || rerun.status == 0, "\(rerun.err)")
        #expect(try gitStatus(sandbox) == after, "the rerun changes nothing")
    }
}
