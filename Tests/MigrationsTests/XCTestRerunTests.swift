import Foundation
import MigrateCLI
import MigrationKit
import Migrations
import Testing

/// xctest across runs and line endings (issue 26): a target migrated in two runs gets its shared
/// declarations once, and the lines a rewrite adds end like the file's own.
@Suite struct XCTestRerunTests {
    static let xctest = MigrationRegistry.all.filter { $0.id == "xctest" }
    static let fixture = "Fixtures/xctest/process-wide-state"

    static func read(_ path: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    func run(_ inputs: [SourceInput], context: [SourceInput] = []) -> RunReport {
        MigrationRunner(migrations: Self.xctest, options: MigrationOptions(ignoreDeploymentTarget: true)).run(inputs, context: context)
    }

    func lockDeclarations(in bytes: [UInt8]) -> Int {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "actor ProcessWideStateLock").count - 1
    }

    /// The first run migrated RegistryTests (which now defines the trait); the second migrates
    /// VerbosityTests, with RegistryTests among the inputs or only in its target.
    @Test(arguments: [false, true])
    func aSecondRunOverTheSameTargetAddsNoSecondProcessWideState(registryIsAnInput: Bool) throws {
        let migrated = SourceInput(path: "Tests/AppTests/RegistryTests.swift", bytes: try Self.read("\(Self.fixture)/after/RegistryTests.swift"))
        #expect(lockDeclarations(in: migrated.bytes) == 1)
        let verbosity = SourceInput(path: "Tests/AppTests/VerbosityTests.swift", bytes: try Self.read("\(Self.fixture)/before/VerbosityTests.swift"))
        let report = registryIsAnInput ? run([verbosity, migrated]) : run([verbosity], context: [migrated])
        let outcome = try #require(report.files.first { $0.path == verbosity.path })
        #expect(outcome.status == .changed)
        #expect(String(decoding: outcome.rewritten, as: UTF8.self).contains("@Suite(.serialized, .processWideState)"))
        #expect(lockDeclarations(in: outcome.rewritten) == 0, "the target already declares it")
    }

    /// The same through `apply`, one file per run: the second run reads the rest of the target.
    @Test func migratingATargetInTwoApplyRunsDeclaresTheTraitOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-rerun-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        for name in ["RegistryTests.swift", "VerbosityTests.swift"] {
            try Data(try Self.read("\(Self.fixture)/before/\(name)")).write(to: target.appendingPathComponent(name))
        }
        for name in ["RegistryTests.swift", "VerbosityTests.swift"] {
            let console = Console(out: { _ in }, err: { _ in }, workingDirectory: root.path)
            let code = SwiftMigrate.main(
                ["apply", "--only", "xctest", "--ignore-deployment-target", "--allow-dirty", "Tests/AppTests/\(name)"], console: console)
            #expect(code == 0)
        }
        let texts = try ["RegistryTests.swift", "VerbosityTests.swift"].map { Array(try Data(contentsOf: target.appendingPathComponent($0))) }
        #expect(texts.allSatisfy { String(decoding: $0, as: UTF8.self).contains("@Suite(.serialized, .processWideState)") })
        #expect(texts.map(lockDeclarations).reduce(0, +) == 1, "one declaration per target")
    }

    @Test func anotherTargetsDeclarationDoesNotCount() throws {
        let elsewhere = SourceInput(path: "Tests/OtherTests/RegistryTests.swift", bytes: try Self.read("\(Self.fixture)/after/RegistryTests.swift"))
        let verbosity = SourceInput(path: "Tests/AppTests/VerbosityTests.swift", bytes: try Self.read("\(Self.fixture)/before/VerbosityTests.swift"))
        let outcome = try #require(run([verbosity], context: [elsewhere]).files.first)
        #expect(lockDeclarations(in: outcome.rewritten) == 1)
    }

    static let throwing = """
        import XCTest

        final class ParserTests: XCTestCase {
            func testTyped() {
                XCTAssertThrowsError(try parse("x")) { error in
                    XCTAssertEqual(error as? ParseError, ParseError.bad)
                }
            }

            func testHandler() {
                XCTAssertThrowsError(try parse("y")) { error in
                    let parseError = error as? ParseError
                    XCTAssertEqual(parseError?.input, "y")
                }
            }
        }

        """

    @Test(arguments: ["\r\n", "\r"])
    func linesAddedByTheThrowsRewriteUseTheFilesLineEnding(_ lineBreak: String) throws {
        let text = Self.throwing.replacingOccurrences(of: "\n", with: lineBreak)
        let outcome = try #require(run([SourceInput(path: "Tests/AppTests/ParserTests.swift", bytes: Array(text.utf8))]).files.first)
        #expect(outcome.status == .changed)
        let rewritten = String(decoding: outcome.rewritten, as: UTF8.self)
        #expect(rewritten.contains("#expect(throws: ParseError.bad)"), "\(rewritten)")
        let breaks = outcome.rewritten.indices.filter { outcome.rewritten[$0] == 0x0A || outcome.rewritten[$0] == 0x0D }
        let foreign = breaks.filter { i in
            lineBreak == "\r"
                ? outcome.rewritten[i] == 0x0A
                : (outcome.rewritten[i] == 0x0A && (i == 0 || outcome.rewritten[i - 1] != 0x0D))
                    || (outcome.rewritten[i] == 0x0D && (i + 1 == outcome.rewritten.count || outcome.rewritten[i + 1] != 0x0A))
        }
        #expect(foreign.isEmpty, "line breaks other than the file's: \(rewritten.debugDescription)")
    }
}
