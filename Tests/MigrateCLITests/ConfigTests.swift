import Foundation
import MigrateCLI
import Migrations
import Testing

/// `.swift-migrate.json` and `swift-migrate config --print`, with the real migrations.
@Suite struct ConfigTests {
    static let observable = """
        import SwiftUI

        final class Model: ObservableObject {
            @Published var name = ""
        }

        struct V: View {
            @StateObject var model = Model()
            var body: some View { Text(model.name) }
        }

        """

    func run(_ sandbox: Sandbox, _ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = SwiftMigrate.main(arguments, console: captured.console(in: sandbox.root))
        return (code, captured.out, captured.err)
    }

    @Test func theFileSwitchesMigrationsOffSetsTheTargetAndExcludesPaths() throws {
        let sandbox = try Sandbox(files: [
            ".swift-migrate.json": #"{"exclude": ["**/Generated/**"], "deploymentTarget": {"iOS": "17.0"}, "migrations": {"xctest": false}}"#,
            "App/Model.swift": Self.observable,
            "App/Generated/Other.swift": Self.observable,
            "Tests/ModelTests.swift": "import XCTest\nfinal class T: XCTestCase { func testA() { XCTAssertTrue(true) } }\n",
        ])
        let diff = run(sandbox, ["diff", "."])
        #expect(diff.code == 0, "\(diff.err)")
        #expect(diff.out.contains("App/Model.swift"))
        #expect(!diff.out.contains("Generated/Other.swift"))
        #expect(!diff.out.contains("ModelTests.swift"))
        #expect(diff.err.contains("1 file left out by the exclude patterns of"))
        // A flag overrides the file: --only brings xctest back.
        let only = run(sandbox, ["diff", ".", "--only", "xctest"])
        #expect(only.out.contains("Tests/ModelTests.swift"))

        let printed = run(sandbox, ["config", "--print", "App", "--min-ios", "16"])
        #expect(printed.code == 0)
        #expect(printed.out.contains("  xctest: off  (") && printed.out.contains(".swift-migrate.json)\n"))
        #expect(printed.out.contains("  observation: on  (default)"))
        #expect(printed.out.contains("deployment target: iOS 16  (command line)"))
        #expect(printed.out.contains("exclude: **/Generated/**  ("))
        let fromFile = run(sandbox, ["config", "--print", "App"])
        #expect(fromFile.out.contains("deployment target: iOS 17.0  (") && fromFile.out.contains(".swift-migrate.json)\n"))
    }

    @Test func settingsComeFromTheFileAndTheFlagWins() throws {
        let sandbox = try Sandbox(files: [
            ".swift-migrate.json": #"{"settings": {"observation.effectful-state-init": "rewrite"}}"#, "A.swift": "",
        ])
        #expect(run(sandbox, ["config", "--print"]).out.contains("observation.effectful-state-init=rewrite  ("))
        let flag = run(sandbox, ["config", "--print", "--set", "observation.effectful-state-init=keep"])
        #expect(flag.out.contains("observation.effectful-state-init=keep  (command line)"))
    }

    @Test(arguments: [
        (#"{"migration": {}}"#, "unknown key 'migration'"),
        (#"{"migrations": {"nope": false}}"#, "migrations.nope: unknown migration"),
        (#"{"migrations": {"xctest": 0}}"#, "migrations.xctest: needs true or false"),
        (#"{"settings": {"observation.effectful-state-init": "maybe"}}"#, "settings.observation.effectful-state-init: takes keep or rewrite"),
        (#"{"settings": {"xctest.style": "x"}}"#, "settings.xctest.style: unknown setting"),
        (#"{"deploymentTarget": {"iPhoneOS": "17"}}"#, "deploymentTarget.iPhoneOS: unknown platform"),
        (#"{"deploymentTarget": {"iOS": 17}}"#, "deploymentTarget.iOS: needs a version string"),
        (#"{"exclude": "Generated"}"#, "exclude: needs an array"),
        ("[1]", "not a JSON object"),
    ])
    func aMistakeIsAUsageErrorNamingTheFileAndKey(file: String, message: String) throws {
        let sandbox = try Sandbox(files: [".swift-migrate.json": file, "A.swift": ""])
        for command in [["diff", "."], ["assess", "."], ["config", "--print"]] {
            let result = run(sandbox, command)
            #expect(result.code == 2)
            #expect(result.err.contains(".swift-migrate.json: \(message)"), "\(command): \(result.err)")
        }
    }

    @Test(arguments: [
        ("Generated/**", "Generated/A.swift", true), ("Generated/**", "Generated/x/y/A.swift", true), ("Generated/**", "App/Generated/A.swift", false),
        ("**/*.pb.swift", "A.pb.swift", true), ("**/*.pb.swift", "x/y/A.pb.swift", true), ("*.swift", "x/A.swift", false),
        ("App/?.swift", "App/A.swift", true), ("App/?.swift", "App/AB.swift", false), ("**/Mocks/**", "Tests/Mocks/M.swift", true),
    ])
    func globs(pattern: String, path: String, matches: Bool) throws {
        let sandbox = try Sandbox(files: [".swift-migrate.json": "{\"exclude\": [\"\(pattern)\"]}", path: Self.observable])
        let diff = run(sandbox, ["diff", "."])
        #expect(diff.out.contains(path) == !matches, "\(pattern) vs \(path)")
    }
}
