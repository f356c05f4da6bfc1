import Foundation
import Testing

/// The SwiftPM command plugin, used as a package that depends on swift-migrate uses it: a copy of
/// `Fixtures/plugin-sample` with a path dependency on this checkout builds the plugin and the tool,
/// then `assess` reports the sample's XCTest class and `apply --only xctest --target` converts it.
/// On toolchains whose SwiftPM has a `migrate` subcommand of its own (6.2 and later) the plugin is
/// reached as `swift package plugin migrate …`, which every toolchain accepts.
@Suite(.serialized, .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct PluginTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try SwiftTestRunner.run(SwiftTestRunner.swiftExecutable.path, arguments, in: directory)
    }

    @Test func assessAndApplyThroughThePlugin() throws {
        let sample = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-plugin-sample-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sample) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Fixtures/plugin-sample"), to: sample)
        let template = sample.appendingPathComponent("Package.swift.template")
        let manifest = try String(contentsOf: template, encoding: .utf8).replacingOccurrences(of: "SWIFT_MIGRATE_PATH", with: Self.root.path)
        try Data(manifest.utf8).write(to: sample.appendingPathComponent("Package.swift"))
        try FileManager.default.removeItem(at: template)

        let assess = try Self.swift(
            ["package", "plugin", "--allow-writing-to-package-directory", "migrate", "assess", "--format", "json", "-o", "assess.json"], in: sample)
        #expect(assess.status == 0, "\(assess.output)")
        let data = try Data(contentsOf: sample.appendingPathComponent("assess.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let systems = try #require(json["systems"] as? [[String: Any]])
        let xctest = try #require(systems.first { $0["id"] as? String == "xctest" })
        #expect((xctest["recommendation"] as? [String: Any])?["kind"] as? String == "full")

        let apply = try Self.swift(
            ["package", "plugin", "--allow-writing-to-package-directory", "migrate", "apply", "--only", "xctest", "--allow-dirty", "--target", "GreeterTests"],
            in: sample)
        #expect(apply.status == 0, "\(apply.output)")
        let test = try String(contentsOf: sample.appendingPathComponent("Tests/GreeterTests/GreeterTests.swift"), encoding: .utf8)
        #expect(test.contains("import Testing") && test.contains("#expect(Greeter().greeting(for: \"Ada\") == \"Hello, Ada!\")"))

        let unknown = try Self.swift(["package", "plugin", "migrate", "diff", "--target", "Nope"], in: sample)
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("no target named 'Nope' in this package"))
    }
}
