import Foundation
import MigrationKit
import Migrations
import SourceSyntax
import Testing

/// Runs every fixture of every registered migration. For each case: the input round-trips, the
/// output equals the expected bytes, running again on the output changes nothing, and the output
/// round-trips and parses no worse than the input.
@Suite struct FixtureTests {
    @Test(arguments: FixtureCase.all())
    func fixture(_ fixture: FixtureCase) throws {
        let migration = try #require(MigrationRegistry.migration(id: fixture.migrationID))
        let runner = MigrationRunner(migrations: [migration])

        for input in fixture.inputs {
            #expect(SourceFile(path: input.path, bytes: input.bytes).printedBytes() == input.bytes, "input does not round-trip: \(input.path)")
        }
        let report = runner.run(fixture.inputs.map { SourceInput(path: $0.path, bytes: $0.bytes) })
        for outcome in report.files {
            #expect(outcome.status != .failed, "\(outcome.path): \(outcome.reason ?? "")")
            let expected = try #require(fixture.expected[outcome.path])
            guard let expected else {
                #expect(outcome.status == .deleted, "\(outcome.path) should be deleted")
                continue
            }
            #expect(outcome.status != .deleted, "\(outcome.path) should not be deleted")
            expectSameText(outcome.rewritten, expected, outcome.path)
            #expect(SourceFile(bytes: outcome.rewritten).printedBytes() == outcome.rewritten)
        }
        // Every edit and diagnostic names a rule the migration declares (engine.* are the runner's own).
        let declared = Set(migration.rules.map(\.id))
        for rule in Set(report.editCounts.keys).union(report.diagnostics.map(\.rule)) where !rule.hasPrefix("engine.") {
            #expect(declared.contains(rule), "\(rule) is not in \(migration.id)'s rules")
        }
        if let diagnostics = fixture.expectedDiagnostics {
            #expect(report.diagnostics.map(\.formatted) == diagnostics)
        }

        // Idempotence: migrating the output again changes nothing.
        let again = runner.run(report.files.filter { $0.status != .deleted }.map { SourceInput(path: $0.path, bytes: $0.rewritten) })
        for outcome in again.files {
            expectSameText(outcome.rewritten, report.files.first { $0.path == outcome.path }!.rewritten, "second run of \(outcome.path)")
        }
    }

    /// A `swift-migrate:disable <id>` comment at the top of every input keeps every file of the
    /// case byte-identical: nothing rewritten, nothing deleted.
    @Test(arguments: FixtureCase.all())
    func aDisableCommentAtTheTopKeepsTheCase(_ fixture: FixtureCase) throws {
        let migration = try #require(MigrationRegistry.migration(id: fixture.migrationID))
        for id in [migration.id, "all"] {
            let comment = Array("// swift-migrate:disable \(id)\n".utf8)
            let inputs = fixture.inputs.map { SourceInput(path: $0.path, bytes: comment + $0.bytes) }
            let report = MigrationRunner(migrations: [migration]).run(inputs)
            for (outcome, input) in zip(report.files, inputs.sorted { $0.path < $1.path }) {
                #expect(outcome.status == .unchanged || outcome.status == .skipped, "\(outcome.path) with `disable \(id)`: \(outcome.status)")
                expectSameText(outcome.rewritten, input.bytes, "\(outcome.path) with `disable \(id)`")
            }
        }
    }

    @Test func everyMigrationHasAnExampleFixture() {
        for migration in MigrationRegistry.all {
            let cases = FixtureCase.cases(for: migration.id)
            #expect(cases.contains { $0.name == "example" }, "Fixtures/\(migration.id)/example.before.swift is missing")
        }
    }

    @Test func everyFixtureFolderNamesAMigration() throws {
        let ids = Set(MigrationRegistry.all.map(\.id))
        let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.path)
        // `<name>-…` folders hold supporting material: a migration's test package (xctest-run), the
        // predicate translator's cases (predicate-kit).
        for folder in folders where !folder.hasPrefix(".") && !folder.contains("-") {
            #expect(ids.contains(folder), "Fixtures/\(folder) has no registered migration")
        }
    }
}

/// Compares bytes and, on mismatch, shows both texts so the failure reads like a diff.
func expectSameText(_ actual: [UInt8], _ expected: [UInt8], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if actual != expected {
        Issue.record("""
            \(label) differs.
            --- expected
            \(String(decoding: expected, as: UTF8.self))
            --- actual
            \(String(decoding: actual, as: UTF8.self))
            """, sourceLocation: sourceLocation)
    }
}
