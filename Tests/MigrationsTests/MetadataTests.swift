import Foundation
import MigrationKit
import Migrations
import Testing

/// The registry, the rule ids and the docs stay consistent with each other.
@Suite struct MetadataTests {
    @Test func idsAreUniqueAndSorted() {
        let ids = MigrationRegistry.all.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
    }

    @Test(arguments: MigrationRegistry.all.map(\.id))
    func migrationMetadata(_ id: String) throws {
        let migration = try #require(MigrationRegistry.migration(id: id))
        #expect(migration.summary.hasSuffix("."), "summaries are one sentence ending with a period")
        #expect(!migration.rules.isEmpty)
        for rule in migration.rules {
            #expect(rule.id.hasPrefix(id + "."), "rule ids start with the migration id: \(rule.id)")
        }
        #expect(Set(migration.rules.map(\.id)).count == migration.rules.count)
    }

    /// `docs/migrations/<id>.md` exists and names every rule, so the docs cannot silently fall behind.
    @Test(arguments: MigrationRegistry.all.map(\.id))
    func docsListEveryRule(_ id: String) throws {
        let migration = try #require(MigrationRegistry.migration(id: id))
        let page = Repository.root.appendingPathComponent("docs/migrations/\(id).md")
        let text = try String(contentsOf: page, encoding: .utf8)
        for rule in migration.rules {
            #expect(text.contains("`\(rule.id)`"), "docs/migrations/\(id).md does not mention `\(rule.id)`")
        }
    }

    /// A rule id is written once, in the migration's `…Rule.swift` enum; code names the case.
    @Test(arguments: MigrationRegistry.all.map(\.id))
    func ruleIdsAreDeclaredOnce(_ id: String) throws {
        let migration = try #require(MigrationRegistry.migration(id: id))
        let sources = Repository.root.appendingPathComponent("Sources/Migrations")
        let files = SourceDiscovery.swiftFiles(in: [sources.path]).files.filter { !$0.hasSuffix("Rule.swift") }
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for rule in migration.rules where text.contains("\"\(rule.id)\"") {
                Issue.record("\(file) spells the rule id \(rule.id); name its case in the rule enum instead")
            }
        }
    }

    @Test func docsIndexListsEveryMigration() throws {
        let index = try String(contentsOf: Repository.root.appendingPathComponent("docs/migrations/README.md"), encoding: .utf8)
        for migration in MigrationRegistry.all {
            #expect(index.contains("| `\(migration.id)` |"), "docs/migrations/README.md does not list \(migration.id)")
        }
    }
}
