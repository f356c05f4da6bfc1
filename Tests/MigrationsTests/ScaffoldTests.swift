import Foundation
import Testing

/// `docs/architecture.md` "Adding a migration", followed literally: in a scratch copy of the
/// repository, `scripts/new-migration.sh` creates a migration that builds and passes its fixture
/// and metadata tests with no other file touched.
@Suite(.serialized, .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct ScaffoldTests {
    @Test func aScaffoldedMigrationBuildsAndPassesItsFixtures() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for item in ["Package.swift", "Sources", "Plugins", "Tests", "Fixtures", "docs", "scripts"] {
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent(item), to: scratch.appendingPathComponent(item))
        }
        // Nested fixture packages' build products are not part of the repository.
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("Fixtures/xctest-run/.build"))

        let script = try SwiftTestRunner.run("/bin/bash", ["scripts/new-migration.sh", "toy"], in: scratch)
        #expect(script.status == 0, "\(script.output)")
        let page = try String(contentsOf: scratch.appendingPathComponent("docs/migrations/toy.md"), encoding: .utf8)
        #expect(page.contains("`toy.example`"))

        let swift = SwiftTestRunner.swiftExecutable.path
        let build = try SwiftTestRunner.run(swift, ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: scratch)
        try #require(build.status == 0, "the scaffolded package does not build:\n\(build.output.suffix(3000))")
        let tests = try SwiftTestRunner.run(
            swift, ["test", "--skip-build", "--filter", "MigrationsTests\\.(FixtureTests|MetadataTests)"], in: scratch,
            environment: ["FIXTURES": "toy", "SWIFT_MIGRATE_FAST": "1"])
        #expect(tests.status == 0, "\(tests.output.suffix(3000))")
        // `selectionNamesExistingCases` fails if FIXTURES=toy selects nothing, so a pass means the cases ran.
        #expect(tests.output.contains("selectionNamesExistingCases"))
    }
}
