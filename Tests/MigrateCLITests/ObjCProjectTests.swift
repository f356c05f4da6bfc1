import Foundation
import Testing

@testable import MigrateCLI

/// The guide's per-file process across several `apply` runs on a small mixed project (bridging
/// header, two Objective-C pairs, a Swift caller, an Objective-C caller): leaves first, the
/// bookkeeping done each time, and a last run that changes nothing.
@Suite struct ObjCProjectTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/objc/mixed/before")

    func sandbox() throws -> Sandbox {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: Self.fixture.path)
        while let path = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: Self.fixture.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[path] = try String(contentsOf: Self.fixture.appendingPathComponent(path), encoding: .utf8) }
        }
        let sandbox = try Sandbox(files: files)
        sandbox.commitAll()
        return sandbox
    }

    func apply(_ sandbox: Sandbox, _ extra: [String] = []) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = SwiftMigrate.main(["apply", ".", "--only", "objc"] + extra, console: captured.console(in: sandbox.root))
        return (code, captured.out, captured.err)
    }

    func exists(_ sandbox: Sandbox, _ path: String) -> Bool { FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(path).path) }

    /// The state an interrupted run of an earlier version left: every Swift file created, no
    /// `.h`/`.m` deleted, no importer edited. The rerun recognises the Swift file as the
    /// translation it would write and finishes the pair.
    @Test func aHalfDonePairFromAnEarlierRunIsFinished() throws {
        let finished = try sandbox()
        defer { finished.remove() }
        #expect(apply(finished).code == 0)
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        try Data(finished.read("App/Model.swift").utf8).write(to: sandbox.root.appendingPathComponent("App/Model.swift"))

        let run = apply(sandbox)
        #expect(run.code == 0, "\(run.err)")
        #expect(!run.err.contains("already exists"), "\(run.err)")
        #expect(run.err.contains("finishing"), "\(run.err)")
        #expect(!exists(sandbox, "App/Model.h") && !exists(sandbox, "App/Model.m"))
        // The project too: Model.m's reference is Model.swift's, as if the first run had not stopped.
        for path in ["App/Model.swift", "App/App-Bridging-Header.h", "App/Service.h", "App/Service.m", "App/ViewController.m", "App.xcodeproj/project.pbxproj"] {
            #expect(sandbox.read(path) == finished.read(path), "\(path)")
        }
    }

    /// SwiftPM's `include/Point.h` is a link to `../Point.h`: one header, read and deleted once
    /// (two deletions of one file make `git apply` reject the patch), with a note about the link.
    @Test func aHeaderLinkedFromIncludeIsOneFile() throws {
        let header = "#import <Foundation/Foundation.h>\n\n@interface Point2 : NSObject\n@property (nonatomic) NSInteger x;\n@end\n"
        let sandbox = try Sandbox(files: [
            "Sources/Lib/Point.h": header, "Sources/Lib/Point.m": "#import \"Point.h\"\n\n@implementation Point2\n@end\n",
        ])
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.root.appendingPathComponent("Sources/Lib/include"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.root.appendingPathComponent("Sources/Lib/include/Point.h").path, withDestinationPath: "../Point.h")
        sandbox.commitAll()
        let captured = Captured()
        _ = SwiftMigrate.main(["diff", ".", "--only", "objc", "--set", "objc.module=Lib"], console: captured.console(in: sandbox.root))
        #expect(captured.out.components(separatedBy: "diff --git a/Sources/Lib/Point.h b/Sources/Lib/Point.h").count == 2, "\(captured.out)")
        #expect(captured.err.contains("Sources/Lib/include/Point.h: a symbolic link to Sources/Lib/Point.h, read once as that file"), "\(captured.err)")
        #expect(captured.err.contains("1 created, 2 deleted"), "\(captured.err)")
    }

    /// A run whose deletion of `Model.m` was refused (saved meanwhile) leaves it beside Model.swift:
    /// the rerun says so instead of reporting nothing.
    @Test func anImplementationLeftBesideItsSwiftFileIsReported() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        #expect(apply(sandbox).code == 0)
        let saved = try String(contentsOf: Self.fixture.appendingPathComponent("App/Model.m"), encoding: .utf8) + "// saved\n"
        try Data(saved.utf8).write(to: sandbox.root.appendingPathComponent("App/Model.m"))
        let run = apply(sandbox, ["--allow-dirty"])
        #expect(run.err.contains("App/Model.m:1:1: warning: [objc.blocked] Model.m is left beside Model.swift"), "\(run.err)")
        #expect(sandbox.read("App/Model.m") == saved)
    }

    /// A Swift file the run does not read (excluded) is in the way of the translation: the file
    /// cannot be created, so nothing of the pair is written (its `.h`/`.m` stay).
    @Test func aNewFileThatCannotBeCreatedKeepsThePairWhole() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        try Data(#"{"exclude": ["App/Model.swift"]}"#.utf8).write(to: sandbox.root.appendingPathComponent(".swift-migrate.json"))
        try Data("// someone's own Model\n".utf8).write(to: sandbox.root.appendingPathComponent("App/Model.swift"))
        let run = apply(sandbox)
        #expect(run.code == 3, "\(run.err)")
        #expect(exists(sandbox, "App/Model.h") && exists(sandbox, "App/Model.m"), "\(run.err)")
        #expect(sandbox.read("App/Model.swift") == "// someone's own Model\n")
        #expect(sandbox.status() == "?? .swift-migrate.json\n?? App/Model.swift\n", "nothing else written")
    }

    @Test func aSwiftFileWithOtherTextBesideAPairStillBlocksIt() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        try Data("// someone's own Model\n".utf8).write(to: sandbox.root.appendingPathComponent("App/Model.swift"))
        let run = apply(sandbox, ["--allow-dirty"])
        #expect(run.err.contains("Model.swift already exists beside the pair"), "\(run.err)")
        #expect(exists(sandbox, "App/Model.h") && exists(sandbox, "App/Model.m"))
        #expect(sandbox.read("App/Model.swift") == "// someone's own Model\n")
    }

    @Test func leavesFirstAcrossRuns() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }

        // Run 1: Model is the only leaf.
        var run = apply(sandbox)
        #expect(run.code == 0, "\(run.err)")
        #expect(exists(sandbox, "App/Model.swift") && !exists(sandbox, "App/Model.h") && !exists(sandbox, "App/Model.m"))
        #expect(exists(sandbox, "App/Service.h") && !exists(sandbox, "App/Service.swift"))
        #expect(!sandbox.read("App/App-Bridging-Header.h").contains("Model.h"))
        #expect(sandbox.read("App/Service.h").contains("@class Model;"))
        #expect(sandbox.read("App/Service.m").contains("#import \"App-Swift.h\""))
        #expect(sandbox.read("App/ViewController.m").contains("#import \"App-Swift.h\""))
        #expect(run.err.contains("[objc.not-a-leaf]"))
        // The project follows: Model.m's reference is Model.swift's now, Model.h is gone.
        let project = sandbox.read("App.xcodeproj/project.pbxproj")
        #expect(project.contains("path = Model.swift;") && !project.contains("Model.h") && !project.contains("Model.m"), "\(project)")
        #expect(run.err.contains("Model.m is now Model.swift, in the same group and targets (target App)"))
        sandbox.commitAll()

        // Run 2: Service imports nothing in Objective-C any more, so it is a leaf now.
        run = apply(sandbox)
        #expect(run.code == 0, "\(run.err)")
        #expect(exists(sandbox, "App/Service.swift") && !exists(sandbox, "App/Service.h") && !exists(sandbox, "App/Service.m"))
        #expect(!sandbox.read("App/App-Bridging-Header.h").contains("Service.h"))
        let controller = sandbox.read("App/ViewController.m")
        #expect(!controller.contains("Service.h") && controller.components(separatedBy: "App-Swift.h").count == 2)
        sandbox.commitAll()

        // Run 3: the view controller is a leaf, a UIKit subclass whose body sends a message the
        // translation has no Swift name for: reported, nothing changes.
        run = apply(sandbox)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("ViewController.h/.m not translated: the message `select:` to a receiver whose Swift API is not known here"))
        #expect(sandbox.status().isEmpty, "\(sandbox.status())")
    }

    /// A pair whose `.m` has uncommitted changes is not deleted even with `--allow-dirty`, so
    /// nothing of its translation is written: no Swift file beside a pair that stays.
    @Test func aDirtyPairIsNotHalfTranslated() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        let model = sandbox.root.appendingPathComponent("App/Model.m")
        try (try String(contentsOf: model, encoding: .utf8) + "// edited\n").write(to: model, atomically: true, encoding: .utf8)
        let run = apply(sandbox, ["--allow-dirty"])
        #expect(run.code != 0)
        #expect(!exists(sandbox, "App/Model.swift") && exists(sandbox, "App/Model.h"), "\(run.err)")
        #expect(sandbox.read("App/App-Bridging-Header.h").contains("Model.h"))
        #expect(sandbox.read("App/Service.m").contains("App-Swift.h") == false)
    }

    /// Without a module name (no Xcode project, no setting), an Objective-C caller blocks the pair.
    @Test func unknownModuleBlocksAPairWithObjectiveCCallers() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        try FileManager.default.removeItem(at: sandbox.root.appendingPathComponent("App.xcodeproj"))
        sandbox.commitAll()
        let captured = Captured()
        _ = SwiftMigrate.main(["diff", ".", "--only", "objc"], console: captured.console(in: sandbox.root))
        #expect(captured.err.contains("the module name is not known: pass --set objc.module=Name"), "\(captured.err)")
        #expect(!captured.out.contains("Model.swift"))
        let named = Captured()
        _ = SwiftMigrate.main(["diff", ".", "--only", "objc", "--set", "objc.module=App"], console: named.console(in: sandbox.root))
        #expect(named.out.contains("+++ b/App/Model.swift"))
    }

    /// objc creates and deletes files: `diff` and `apply` run it only when it is named; `scan`
    /// (which writes nothing) runs it by default.
    @Test func itRunsOnlyWhenNamed() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        let plain = Captured()
        _ = SwiftMigrate.main(["diff", "."], console: plain.console(in: sandbox.root))
        #expect(!plain.out.contains("Model.swift") && !plain.err.contains("[objc."), "\(plain.out)\(plain.err)")
        let scan = Captured()
        _ = SwiftMigrate.main(["scan", "."], console: scan.console(in: sandbox.root))
        #expect(scan.out.contains("objc"), "\(scan.out)")
    }

    /// `objc-order` lists the pairs leaves first, grouped as the guide recommends.
    @Test func orderListsLeavesFirst() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        let captured = Captured()
        let code = SwiftMigrate.main(["objc-order", "."], console: captured.console(in: sandbox.root))
        #expect(code == 0, "\(captured.err)")
        let lines = captured.out.split(separator: "\n").map(String.init)
        let model = try #require(lines.firstIndex { $0.contains("App/Model") })
        let service = try #require(lines.firstIndex { $0.contains("App/Service") })
        let controller = try #require(lines.firstIndex { $0.contains("App/ViewController") })
        #expect(model < service && service < controller, "\(captured.out)")
    }
}

extension Sandbox {
    func commitAll() {
        shell(["git", "init", "-q"])
        shell(["git", "add", "-A"])
        shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "state"])
    }

    /// `git status --porcelain`.
    func status() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "status", "--porcelain"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
