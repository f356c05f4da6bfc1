import Foundation
import MigrateCLI
import Testing

/// `apply --check-build` / `--check-tests` on small packages. Build and test commands are
/// scripts that answer like a compiler or a test run, so each case is fast and deterministic; one
/// case builds a real package with `swift build`.
@Suite(.serialized) struct CheckLoopTests {
    static let goodTests = "import XCTest\n\nfinal class GoodTests: XCTestCase {\n    func testOne() {\n        XCTAssertEqual(1, 1)\n    }\n}\n"
    static let otherTests = "import XCTest\n\nfinal class OtherTests: XCTestCase {\n    func testTwo() {\n        XCTAssertTrue(true)\n    }\n}\n"

    /// A sandbox with two test classes and a fake build script, committed to git.
    func sandbox(build: String, test: String = "exit 0") throws -> Sandbox {
        let sandbox = try Sandbox(files: [
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Tests/GoodTests.swift": Self.goodTests,
            "Tests/OtherTests.swift": Self.otherTests,
            "build.sh": build,
            "test.sh": test,
        ])
        sandbox.shell(["git", "init", "-q"])
        sandbox.shell(["git", "add", "."])
        sandbox.shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "init"])
        return sandbox
    }

    func run(_ sandbox: Sandbox, _ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = SwiftMigrate.main(arguments, console: captured.console(in: sandbox.root))
        return (code, captured.out, captured.err)
    }

    @Test func aRewriteThatBreaksTheBuildIsBackedOutAndReported() throws {
        // The "compiler" rejects OtherTests once it is a struct.
        let build = """
            if grep -q 'struct OtherTests' Tests/OtherTests.swift; then
              echo "Tests/OtherTests.swift:4:5: error: cannot find 'thing' in scope"; exit 1
            fi
            """
        let sandbox = try sandbox(build: build)
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read("Tests/OtherTests.swift") == Self.otherTests, "backed out: byte-identical")
        #expect(sandbox.read("Tests/GoodTests.swift").contains("struct GoodTests"), "the clean unit stays converted")
        #expect(result.err.contains("OtherTests.swift:3:13: warning: [engine.backed-out] xctest left OtherTests unconverted: "))
        #expect(result.err.contains("Tests/OtherTests.swift:4:5: error: cannot find 'thing' in scope"))
        #expect(result.err.contains("check: 2 build rounds"))
        #expect(result.err.contains("1 backed out"))
    }

    @Test func aRewriteThatChangesATestOutcomeIsBackedOut() throws {
        // Tests pass as XCTest; GoodTests "fails" once converted.
        let test = """
            echo "Test Case 'OtherTests.testTwo' passed (0.001 seconds)"
            if grep -q 'struct GoodTests' Tests/GoodTests.swift; then
              echo "Test Case 'GoodTests.testOne' failed (0.001 seconds)"
            else
              echo "Test Case 'GoodTests.testOne' passed (0.001 seconds)"
            fi
            """
        let sandbox = try sandbox(build: "exit 0", test: test)
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "--check-tests=sh test.sh", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read("Tests/GoodTests.swift") == Self.goodTests)
        #expect(result.err.contains("xctest left GoodTests unconverted: test GoodTests/testOne failed after conversion, passed before"))
        #expect(sandbox.read("Tests/OtherTests.swift").contains("struct OtherTests"))
    }

    @Test func aTestThatDidNotRunBeforeAndFailsAfterIsBackedOut() throws {
        // A Linux manifest kept OtherTests.testThree from running; converted, it runs and fails.
        let test = """
            echo "Test Case 'GoodTests.testOne' passed (0.001 seconds)"
            echo "Test Case 'OtherTests.testTwo' passed (0.001 seconds)"
            if grep -q 'struct OtherTests' Tests/OtherTests.swift; then
              echo "Test Case 'OtherTests.testThree' failed (0.001 seconds)"
            fi
            """
        let sandbox = try sandbox(build: "exit 0", test: test)
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "--check-tests=sh test.sh", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read("Tests/OtherTests.swift") == Self.otherTests)
        #expect(result.err.contains("xctest left OtherTests unconverted: test OtherTests/testThree did not run before conversion and fails after it"))
        #expect(sandbox.read("Tests/GoodTests.swift").contains("struct GoodTests"))
    }

    @Test func aPerformanceTestMovedToItsOwnClassKeepsItsOutcome() throws {
        let sandbox = try sandbox(
            build: "exit 0",
            test: """
                echo "Test Case 'OtherTests.testTwo' passed (0.001 seconds)"
                echo "Test Case 'GoodTests.testOne' passed (0.001 seconds)"
                if grep -q 'class GoodPerformanceTests' Tests/GoodTests.swift; then
                  echo "Test Case 'GoodPerformanceTests.testSpeed' passed (0.001 seconds)"
                else
                  echo "Test Case 'GoodTests.testSpeed' passed (0.001 seconds)"
                fi
                """)
        defer { sandbox.remove() }
        let measuring = Self.goodTests.replacingOccurrences(
            of: "    }\n}\n", with: "    }\n\n    func testSpeed() {\n        measure { _ = 1 + 1 }\n    }\n}\n")
        try Data(measuring.utf8).write(to: sandbox.root.appendingPathComponent("Tests/GoodTests.swift"))
        sandbox.shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qam", "measure"])
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "--check-tests=sh test.sh", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        let converted = sandbox.read("Tests/GoodTests.swift")
        #expect(converted.contains("struct GoodTests"), "\(result.err)")
        #expect(converted.contains("final class GoodPerformanceTests: XCTestCase"))
        #expect(!result.err.contains("backed-out"))
    }

    @Test func aCleanRewriteStaysAndTheJSONCountsTheCheck() throws {
        let sandbox = try sandbox(build: "exit 0")
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "--format", "json", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read("Tests/GoodTests.swift").contains("struct GoodTests"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let check = try #require(json["check"] as? [String: Any])
        #expect(check["buildRounds"] as? Int == 1)
        #expect((check["backedOut"] as? [Any])?.isEmpty == true)
        #expect((check["unitsConverted"] as? [String: Int])?["xctest"] == 2)
    }

    @Test func aBaselineThatDoesNotBuildStopsWithExitThree() throws {
        let sandbox = try sandbox(build: "echo 'Sources/A.swift:1:1: error: broken'; exit 1")
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "Tests"])
        #expect(result.code == 3)
        #expect(result.err.contains("does not build before migrating"))
        #expect(result.err.contains("Sources/A.swift:1:1: error: broken"))
        #expect(sandbox.read("Tests/GoodTests.swift") == Self.goodTests)

        // With --format json the refusal is a report too: no files, and why.
        let json = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "--format", "json", "Tests"])
        #expect(json.code == 3)
        let report = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect((report?["error"] as? String)?.contains("does not build before migrating") == true)
        #expect((report?["files"] as? [Any])?.isEmpty == true)
    }

    @Test func aBrokenBaselineCanBeAcceptedAndOnlyNewErrorsCount() throws {
        let build = """
            echo 'Sources/A.swift:1:1: error: known breakage'
            if grep -q 'struct OtherTests' Tests/OtherTests.swift; then echo "Tests/OtherTests.swift:4:5: error: new"; fi
            exit 1
            """
        let sandbox = try sandbox(build: build)
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "--allow-broken-baseline", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read("Tests/OtherTests.swift") == Self.otherTests)
        #expect(sandbox.read("Tests/GoodTests.swift").contains("struct GoodTests"))
    }

    @Test func theRoundLimitRestoresEverythingAndSaysSo() throws {
        // Every converted file fails, one round at a time; one round is not enough.
        let build = "if grep -q 'struct' Tests/*.swift; then echo 'Tests/GoodTests.swift:3:1: error: nope'; exit 1; fi"
        let sandbox = try sandbox(build: build)
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "--check-rounds", "1", "Tests"])
        #expect(result.code == 3)
        #expect(result.err.contains("within 1 rounds; every file was restored"))
        #expect(result.err.contains("round limit reached"))
        #expect(sandbox.read("Tests/GoodTests.swift") == Self.goodTests)
        #expect(sandbox.read("Tests/OtherTests.swift") == Self.otherTests)
    }

    @Test func anErrorNoUnitExplainsBacksOutEveryChangedFile() throws {
        let build = "if grep -q 'struct' Tests/*.swift; then echo 'Elsewhere.swift:1:1: error: unexplained'; exit 1; fi"
        let sandbox = try sandbox(build: build)
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read("Tests/GoodTests.swift") == Self.goodTests)
        #expect(sandbox.read("Tests/OtherTests.swift") == Self.otherTests)
        #expect(result.err.contains("xctest left this file unconverted: Elsewhere.swift:1:1: error: unexplained"))
    }

    @Test func diffChecksInAScratchCopyAndPrintsTheProvenPatch() throws {
        let build = """
            if grep -q 'struct OtherTests' Tests/OtherTests.swift; then
              echo "Tests/OtherTests.swift:4:5: error: cannot find 'thing' in scope"; exit 1
            fi
            """
        let sandbox = try sandbox(build: build)
        defer { sandbox.remove() }
        let result = run(sandbox, ["diff", "--only", "xctest", "--check-build=sh build.sh", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("+struct GoodTests {"))
        #expect(!result.out.contains("OtherTests.swift"), "the backed-out class is not in the patch")
        #expect(result.err.contains("xctest left OtherTests unconverted: Tests/OtherTests.swift:4:5: error: cannot find 'thing' in scope"))
        #expect(sandbox.read("Tests/GoodTests.swift") == Self.goodTests, "diff writes nothing")
    }

    // MARK: A run that creates files and rewrites a resource (a Core Data store)

    static let coreDataApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/coredata/example/before")
    static let model = "CoreDataApp/CoreDataApp.xcdatamodeld/CoreDataApp.xcdatamodel/contents"

    /// The Xcode template app of the coredata fixtures, with a fake build script, committed to git.
    func coreDataSandbox(build: String) throws -> Sandbox {
        var files = ["Package.swift": "// swift-tools-version: 6.0\n", "build.sh": build]
        for path in ["CoreDataApp/ContentView.swift", "CoreDataApp/CoreDataAppApp.swift", "CoreDataApp/Persistence.swift", Self.model] {
            files[path] = try String(contentsOf: Self.coreDataApp.appendingPathComponent(path), encoding: .utf8)
        }
        let sandbox = try Sandbox(files: files)
        sandbox.shell(["git", "init", "-q"])
        sandbox.shell(["git", "add", "."])
        sandbox.shell(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "init"])
        return sandbox
    }

    @Test func aStoreThatBuildsIsCheckedWithItsNewFileAndRewrittenModel() throws {
        // The "compiler" accepts the converted app only with its model file and without Xcode's class generation.
        let build = """
            if grep -q '@Query' CoreDataApp/ContentView.swift; then
              test -f CoreDataApp/CoreDataAppModels.swift || { echo "CoreDataApp/ContentView.swift:9:32: error: cannot find type 'Item' in scope"; exit 1; }
              if grep -q codeGenerationType \(Self.model.replacingOccurrences(of: " ", with: "\\ ")); then echo "error: Item is declared twice"; exit 1; fi
            fi
            """
        let sandbox = try coreDataSandbox(build: build)
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "coredata", "--ignore-deployment-target", "--check-build=sh build.sh", "CoreDataApp"])
        #expect(result.code == 0, "\(result.err)")
        #expect(sandbox.read("CoreDataApp/CoreDataAppModels.swift").contains("@Model"), "the new file stays")
        #expect(!sandbox.read(Self.model).contains("codeGenerationType"), "the model keeps its rewrite")
        #expect(sandbox.read("CoreDataApp/ContentView.swift").contains("@Query"))
        #expect(result.err.contains("check: 1 build round"), "\(result.err)")
    }

    @Test func aStoreTheBuildRejectsIsTakenBackWholeWithItsNewFile() throws {
        let build = """
            if grep -q '@Query' CoreDataApp/ContentView.swift; then
              echo "CoreDataApp/ContentView.swift:9:5: error: generic struct 'Query' requires that 'Item' conform to 'PersistentModel'"; exit 1
            fi
            """
        let sandbox = try coreDataSandbox(build: build)
        defer { sandbox.remove() }
        let originals = ["CoreDataApp/ContentView.swift", "CoreDataApp/CoreDataAppApp.swift", "CoreDataApp/Persistence.swift", Self.model].map {
            ($0, sandbox.read($0))
        }
        let result = run(sandbox, ["apply", "--only", "coredata", "--ignore-deployment-target", "--check-build=sh build.sh", "CoreDataApp"])
        #expect(result.code == 0, "\(result.err)")
        for (path, text) in originals { #expect(sandbox.read(path) == text, "\(path) is as it was") }
        #expect(sandbox.read("CoreDataApp/CoreDataAppModels.swift") == "<missing>", "the created file is removed again")
        #expect(result.err.contains("[engine.backed-out] coredata left the store in Core Data: the check took its conversion back"), "\(result.err)")
        #expect(result.err.contains("check: 2 build rounds"), "\(result.err)")
    }

    @Test func diffChecksANewFileInTheScratchCopyOnly() throws {
        let build = "test -f CoreDataApp/CoreDataAppModels.swift || ! grep -q '@Query' CoreDataApp/ContentView.swift"
        let sandbox = try coreDataSandbox(build: build)
        defer { sandbox.remove() }
        let result = run(sandbox, ["diff", "--only", "coredata", "--ignore-deployment-target", "--check-build=sh build.sh", "CoreDataApp"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("+++ b/CoreDataApp/CoreDataAppModels.swift"), "the proven patch creates the file")
        #expect(sandbox.read("CoreDataApp/CoreDataAppModels.swift") == "<missing>", "diff writes nothing")
        #expect(sandbox.read(Self.model).contains("codeGenerationType"))
    }

    /// A build script that saves `file` (appends a line, as an editor would) during build number `n`.
    static func build(saving file: String, during n: Int) -> String {
        """
        n=$(cat .builds 2>/dev/null || echo 0); n=$((n+1)); echo $n > .builds
        if [ $n = \(n) ]; then printf '// saved in an editor\\n' >> \(file); fi
        """
    }

    @Test func aSaveDuringTheBaselineBuildWritesNothingAndNamesTheFile() throws {
        let sandbox = try sandbox(build: Self.build(saving: "Tests/OtherTests.swift", during: 1))
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "Tests"])
        #expect(result.code == 3, "\(result.err)")
        #expect(sandbox.read("Tests/GoodTests.swift") == Self.goodTests, "the round's other file is not left unproven")
        #expect(sandbox.read("Tests/OtherTests.swift") == Self.otherTests + "// saved in an editor\n")
        #expect(result.err.contains("Tests/OtherTests.swift: not written"), "\(result.err)")
        #expect(result.err.contains("restored every file"), "\(result.err)")
    }

    /// Round 1's build fails in OtherTests, which the user saves meanwhile; round 2 would put it
    /// back, finds it saved, and stops: every file the loop wrote is restored, the saved one kept.
    @Test func aRefusalInALaterRoundRestoresEveryFileAndListsThem() throws {
        let build =
            Self.build(saving: "Tests/OtherTests.swift", during: 2) + """

                if [ $n = 2 ]; then echo "Tests/OtherTests.swift:4:5: error: cannot find 'thing' in scope"; exit 1; fi
                """
        let sandbox = try sandbox(build: build)
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "Tests"])
        #expect(result.code == 3, "\(result.err)")
        #expect(sandbox.read("Tests/GoodTests.swift") == Self.goodTests, "restored")
        #expect(sandbox.read("Tests/OtherTests.swift").hasSuffix("// saved in an editor\n"), "the save is kept")
        #expect(result.err.contains("restored: Tests/GoodTests.swift"), "\(result.err)")
        #expect(result.err.contains("left as saved since the check wrote them"), "\(result.err)")
    }

    @Test func aSaveDuringARoundKeepsTheTextAndIsNotCountedAsConverted() throws {
        let sandbox = try sandbox(build: Self.build(saving: "Tests/GoodTests.swift", during: 2))
        defer { sandbox.remove() }
        let result = run(sandbox, ["apply", "--only", "xctest", "--check-build=sh build.sh", "--format", "json", "Tests"])
        #expect(result.code == 3, "\(result.err)")
        #expect(sandbox.read("Tests/GoodTests.swift").hasSuffix("// saved in an editor\n"), "the save is kept")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let good = try #require(files.first { $0["path"] as? String == "Tests/GoodTests.swift" })
        #expect(good["status"] as? String == "failed")
        #expect((good["reason"] as? String)?.contains("changed while the check ran") == true, "\(good)")
        #expect((json["totals"] as? [String: Any])?["changed"] as? Int == 1)
        let check = try #require(json["check"] as? [String: Any])
        #expect((check["unitsConverted"] as? [String: Int])?["xctest"] == 1, "\(check)")
    }

    @Test func diffCheckBuildLeavesNothingInTheTemporaryDirectory() throws {
        // SwiftPM puts its lock files in $TMPDIR, named after the package path: in a scratch copy
        // those names are new each run, so they must go with the copy.
        let marker = "swift-migrate-check-marker-\(UUID().uuidString).lock"
        let sandbox = try sandbox(build: "touch \"${TMPDIR:-/tmp}/\(marker)\"")
        defer { sandbox.remove() }
        let result = run(sandbox, ["diff", "--only", "xctest", "--check-build=sh build.sh", "Tests"])
        #expect(result.code == 0, "\(result.err)")
        let system = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        #expect(!FileManager.default.fileExists(atPath: system + "/" + marker))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/" + marker))
    }

    @Test func compilerOutputIsReadInBothStylesAndThroughMacroExpansions() {
        let output = """
            /p/Tests/A.swift:12:5: error: cannot find 'x' in scope
             10 | func f() {
             12 |     x
                |     `- error: cannot find 'x' in scope
            macro expansion #expect:1:1: error: cannot convert value
            /p/Tests/B.swift:7:9: note: expanded code originates here
            /p/Tests/C.swift:3:1: warning: unused
            C:\\\\odd:path.swift:2:2: error: drive letters keep their colon
            """
        let errors = CompilerError.parse(output)
        #expect(
            errors.map(\.description) == [
                "/p/Tests/A.swift:12:5: error: cannot find 'x' in scope",
                "/p/Tests/B.swift:7:9: error: cannot convert value",
                "C:\\\\odd:path.swift:2:2: error: drive letters keep their colon",
            ])
    }
}

/// The check loop through the built executable: a real package built with `swift build`, and
/// Ctrl-C during a round.
@Suite(.serialized, .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct CheckLoopProcessTests {
    func launch(_ arguments: [String], in directory: URL, hook: String? = nil) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = InterruptTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let hook {
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_MIGRATE_TEST_HOOK"] = hook
            process.environment = environment
        }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        return (process, errors)
    }

    @Test func aRealPackageKeepsBuildingAndTheBreakingClassStays() throws {
        try #require(FileManager.default.isExecutableFile(atPath: InterruptTests.executable.path))
        let breaks =
            "import XCTest\nimport Lib\n\nfinal class BreaksTests: XCTestCase {\n    var counter: Counter!\n\n"
            + "    override func setUp() {\n        super.setUp()\n        counter = Counter()\n    }\n\n"
            + "    func testIncrement() {\n        counter.increment()\n        XCTAssertEqual(counter.value, 1)\n    }\n}\n"
        let sandbox = try Sandbox(files: [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Pkg", targets: [.target(name: "Lib"), .testTarget(name: "LibTests", dependencies: ["Lib"])])

            """,
            "Sources/Lib/Lib.swift":
                "public func double(_ x: Int) -> Int { x * 2 }\n\npublic struct Counter {\n    public var value = 0\n    public init() {}\n"
                + "    public mutating func increment() { value += 1 }\n}\n",
            "Tests/LibTests/GoodTests.swift":
                "import XCTest\nimport Lib\n\nfinal class GoodTests: XCTestCase {\n    func testDouble() {\n        XCTAssertEqual(double(2), 4)\n    }\n}\n",
            "Tests/LibTests/BreaksTests.swift": breaks,
        ])
        defer { sandbox.remove() }
        // `Counter` is a library struct the tests only see through `import Lib`: the suite keeps it in a
        // `let`, where its mutating method does not build.
        let (process, errors) = try launch(["apply", "--only", "xctest", "--allow-dirty", "--check-tests", "Tests"], in: sandbox.root)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(sandbox.read("Tests/LibTests/BreaksTests.swift") == breaks)
        #expect(sandbox.read("Tests/LibTests/GoodTests.swift").contains("@Test"))
        #expect(message.contains("xctest left BreaksTests unconverted"))
        #expect(message.contains("cannot use mutating member on immutable value"))
        #expect(message.contains("1 test round"))
    }

    @Test func ctrlCDuringARoundRestoresEveryFile() throws {
        try #require(FileManager.default.isExecutableFile(atPath: InterruptTests.executable.path))
        let original = CheckLoopTests.goodTests
        let sandbox = try Sandbox(files: [
            "Package.swift": "// swift-tools-version: 6.0\n", "Tests/GoodTests.swift": original,
            "build.sh": "exit 0\n",
        ])
        defer { sandbox.remove() }
        // The signal arrives right after round 1 wrote its files, before its build.
        let (process, errors) = try launch(
            ["apply", "--only", "xctest", "--allow-dirty", "--check-build=sh build.sh", "Tests"], in: sandbox.root,
            hook: "check.round-written:interrupt")
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(message)")
        #expect(message.contains("every file is as it was before the run"))
        #expect(sandbox.read("Tests/GoodTests.swift") == original)
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.appendingPathComponent("Tests").path)
        #expect(names == ["GoodTests.swift"], "no temporary files")
    }

    /// The build runs in a process group of its own, out of the terminal's reach: a signal to
    /// swift-migrate must end it rather than wait for it.
    @Test func sigtermEndsARunningBuild() throws {
        try #require(FileManager.default.isExecutableFile(atPath: InterruptTests.executable.path))
        let original = CheckLoopTests.goodTests
        let sandbox = try Sandbox(files: [
            "Package.swift": "// swift-tools-version: 6.0\n", "Tests/GoodTests.swift": original,
            // The baseline build is quick; the round's build would take a minute.
            "build.sh": "if [ -f started ]; then sleep 60; fi\ntouch started\n",
        ])
        defer { sandbox.remove() }
        let start = Date()
        let (process, errors) = try launch(["apply", "--only", "xctest", "--allow-dirty", "--check-build=sh build.sh", "Tests"], in: sandbox.root)
        // Wait until the round's build has started (the baseline's left `started` behind).
        while !FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("started").path), Date().timeIntervalSince(start) < 30 {
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 1)
        kill(process.processIdentifier, SIGTERM)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143, "\(message)")
        #expect(Date().timeIntervalSince(start) < 45, "the signal waited for the minute-long build")
        #expect(message.contains("every file is as it was before the run"))
        #expect(sandbox.read("Tests/GoodTests.swift") == original)
    }
}
