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
        let runner = MigrationRunner(migrations: [migration], options: fixture.options)

        for input in fixture.inputs {
            #expect(SourceFile(path: input.path, bytes: input.bytes).printedBytes() == input.bytes, "input does not round-trip: \(input.path)")
        }
        let report = runner.run(fixture.sourceInputs, resources: fixture.resourceInputs)
        if FixtureCase.isUpdating {
            try fixture.update(with: report)
            return
        }
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

        // Every file the case expects to be created was created.
        for path in fixture.expected.keys where !report.files.contains(where: { $0.path == path }) {
            // A resource no migration returned is not in the report: it must be expected unchanged.
            if let resource = fixture.resources.first(where: { $0.path == path }), fixture.expected[path] == .some(resource.bytes) { continue }
            Issue.record("\(path) is expected but the run did not create it")
        }
        // Idempotence: migrating the output again changes nothing (unless the case says why the
        // next run goes further, as leaves-first translation does). The second run reads what the
        // first wrote over what it read (a resource it did not return is read again as it was).
        let outputs = report.files.filter { $0.status != .deleted && $0.status != .failed }
        let untouched = fixture.resourceInputs.filter { resource in !report.files.contains { $0.path == resource.path } }
        let again = runner.run(
            outputs.filter { !fixture.isResource($0.path) }.map { SourceInput(path: $0.path, bytes: $0.rewritten) },
            resources: outputs.filter { fixture.isResource($0.path) }.map { SourceInput(path: $0.path, bytes: $0.rewritten) } + untouched)
        for outcome in again.files where fixture.nextRunProgresses == nil {
            #expect(outcome.status != .created, "second run creates \(outcome.path) again")
            expectSameText(outcome.rewritten, report.files.first { $0.path == outcome.path }!.rewritten, "second run of \(outcome.path)")
        }
    }

    /// Every migration run together on a case gives the case's own migration's output: migrations
    /// do not interfere with each other's input. A file another migration rewrites on its own (a
    /// Core Data template's `NavigationView`) is left out: its output is then both migrations' work.
    @Test(arguments: FixtureCase.all())
    func allMigrationsTogetherAgree(_ fixture: FixtureCase) throws {
        let migration = try #require(MigrationRegistry.migration(id: fixture.migrationID))
        let alone = MigrationRunner(migrations: [migration], options: fixture.options).run(fixture.sourceInputs, resources: fixture.resourceInputs)
        let together = MigrationRunner(migrations: MigrationRegistry.all, options: fixture.options).run(fixture.sourceInputs, resources: fixture.resourceInputs)
        let others = MigrationRunner(migrations: MigrationRegistry.all.filter { $0.id != migration.id }, options: fixture.options)
            .run(fixture.sourceInputs, resources: fixture.resourceInputs)
        let rewrittenByOthers = Set(others.files.filter { $0.status != .unchanged }.map(\.path))
        for (one, all) in zip(alone.files, together.files) where !rewrittenByOthers.contains(one.path) {
            #expect(one.status == all.status, "\(one.path)")
            expectSameText(all.rewritten, one.rewritten, "\(one.path) with every migration")
        }
    }

    /// Each docs page shows its migration's `example` case verbatim between
    /// `<!-- example: begin -->` and `<!-- example: end -->`; `UPDATE_FIXTURES=1` rewrites it.
    @Test(arguments: MigrationRegistry.all.map(\.id))
    func docsShowTheExampleCase(_ id: String) throws {
        let example = try #require(FixtureCase.cases(for: id).first { $0.name == "example" })
        let rendered: String
        if let input = example.inputs.first {
            let output = try #require(example.expected[input.path] ?? nil)
            let inputPaths = Set(example.inputs.map(\.path))
            let created = example.expected.compactMap { path, bytes in bytes.flatMap { inputPaths.contains(path) ? nil : (path, $0) } }
                .sorted { $0.0 < $1.0 }
            rendered = ExampleSection.render(before: input.bytes, after: output, created: created, diagnostics: example.expectedDiagnostics ?? [])
        } else {
            // An Objective-C example: the pair before, the Swift file it becomes after.
            let pair = example.resources.filter { $0.path.hasSuffix(".h") || $0.path.hasSuffix(".m") }
            let created = try #require(example.expected.first { $0.key.hasSuffix(".swift") }?.value ?? nil)
            rendered = ExampleSection.render(
                before: pair.flatMap { Array("// \($0.path)\n".utf8) + $0.bytes + Array("\n".utf8) }, after: created,
                diagnostics: example.expectedDiagnostics ?? [], language: "objc")
        }
        let page = Repository.root.appendingPathComponent("docs/migrations/\(id).md")
        let text = try String(contentsOf: page, encoding: .utf8)
        if FixtureCase.isUpdating {
            try Data(ExampleSection.replacing(in: text, with: rendered).utf8).write(to: page)
            return
        }
        let shown = try #require(ExampleSection.extract(from: text), "docs/migrations/\(id).md has no example section; run with UPDATE_FIXTURES=1")
        #expect(shown == rendered, "docs/migrations/\(id).md shows an outdated example; run with UPDATE_FIXTURES=1")
    }

    /// A `swift-migrate:disable <id>` comment at the top of every input keeps every file of the
    /// case byte-identical: nothing rewritten, nothing deleted.
    @Test(arguments: FixtureCase.all())
    func aDisableCommentAtTheTopKeepsTheCase(_ fixture: FixtureCase) throws {
        let migration = try #require(MigrationRegistry.migration(id: fixture.migrationID))
        for id in [migration.id, "all"] {
            let comment = Array("// swift-migrate:disable \(id)\n".utf8)
            let inputs = fixture.inputs.map { SourceInput(path: $0.path, bytes: comment + $0.bytes) }
            // Objective-C files take the same comment.
            let resources = fixture.resourceInputs.map { resource in
                resource.path.hasSuffix(".h") || resource.path.hasSuffix(".m") ? SourceInput(path: resource.path, bytes: comment + resource.bytes) : resource
            }
            let report = MigrationRunner(migrations: [migration], options: fixture.options).run(inputs, resources: resources)
            #expect(!report.files.contains { $0.isChange && fixture.isResource($0.path) }, "a model changes with `disable \(id)`")
            #expect(!report.files.contains { $0.status == .created }, "a file is created with `disable \(id)`")
            let inputOutcomes = report.files.filter { outcome in inputs.contains { $0.path == outcome.path } }
            for (outcome, input) in zip(inputOutcomes, inputs.sorted { $0.path < $1.path }) {
                #expect(outcome.status == .unchanged || outcome.status == .skipped, "\(outcome.path) with `disable \(id)`: \(outcome.status)")
                expectSameText(outcome.rewritten, input.bytes, "\(outcome.path) with `disable \(id)`")
            }
        }
    }

    /// `FIXTURES=…` must name cases that exist: a typo would otherwise select nothing and pass.
    @Test func selectionNamesExistingCases() {
        guard let selection = ProcessInfo.processInfo.environment["FIXTURES"] else { return }
        let all = MigrationRegistry.all.map(\.id).flatMap { FixtureCase.cases(for: $0) }
        for name in selection.split(separator: ",").map(String.init) {
            #expect(all.contains { $0.migrationID == name || $0.testDescription == name }, "FIXTURES names \(name), which is no fixture case")
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
        // predicate translator's cases (predicate-kit), the coredata model cases (coredata-models).
        for folder in folders where !folder.hasPrefix(".") && !folder.contains("-") {
            #expect(ids.contains(folder), "Fixtures/\(folder) has no registered migration")
        }
    }
}

/// Compares bytes and, on mismatch, shows both texts so the failure reads like a diff.
func expectSameText(_ actual: [UInt8], _ expected: [UInt8], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if actual != expected {
        Issue.record(
            """
            \(label) differs.
            --- expected
            \(String(decoding: expected, as: UTF8.self))
            --- actual
            \(String(decoding: actual, as: UTF8.self))
            """, sourceLocation: sourceLocation)
    }
}

/// The `example` fixture as a docs section: before, after, and the diagnostics.
enum ExampleSection {
    static let begin = "<!-- example: begin (generated from Fixtures/<id>/example.*; UPDATE_FIXTURES=1 swift test rewrites it) -->"
    static let end = "<!-- example: end -->"

    /// A migration that leaves its input as it is and creates files beside it (uikit's drafts)
    /// shows the input and the files it creates; an Objective-C example (`language: "objc"`) shows
    /// its pair and the Swift file it becomes.
    static func render(
        before: [UInt8], after: [UInt8], created: [(path: String, bytes: [UInt8])] = [], diagnostics: [String], language: String = "swift"
    ) -> String {
        let (beforeName, afterName) = language == "swift" ? ("`example.before.swift`", "`example.after.swift`") : ("`example/before/`", "`example/after/`")
        var text = "Before (\(beforeName)):\n\n```\(language)\n" + String(decoding: before, as: UTF8.self)
        if before == after && !created.isEmpty {
            text += "```\n"
            for file in created {
                text += "\nCreated (`\(file.path)`):\n\n```swift\n" + String(decoding: file.bytes, as: UTF8.self) + "```\n"
            }
        } else {
            text += "```\n\nAfter (\(afterName)):\n\n```swift\n" + String(decoding: after, as: UTF8.self) + "```\n"
        }
        if !diagnostics.isEmpty {
            text += "\nDiagnostics:\n\n```\n" + diagnostics.joined(separator: "\n") + "\n```\n"
        }
        return text
    }

    static func extract(from page: String) -> String? {
        guard let start = page.range(of: begin), let stop = page.range(of: end, range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .newlines) + "\n"
    }

    /// The page with its example section replaced, or added after the first paragraph.
    static func replacing(in page: String, with rendered: String) -> String {
        let section = begin + "\n\n" + rendered + "\n" + end
        if let start = page.range(of: begin), let stop = page.range(of: end, range: start.upperBound..<page.endIndex) {
            return page.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: section)
        }
        guard let heading = page.range(of: "\n## ") else { return page + "\n## Example\n\n" + section + "\n" }
        return page.replacingCharacters(in: heading.lowerBound..<heading.lowerBound, with: "\n## Example\n\n" + section + "\n")
    }
}
