import Foundation
import MigrationKit
import Migrations
import PredicateKit
import Testing

/// The model fixtures: the generated classes and diagnostics, byte for byte, and the properties
/// every generation must have (deterministic, one file per class, every rule exercised).
@Suite struct ModelGenerationTests {
    @Test("generated classes and diagnostics", arguments: ModelFixture.all())
    func fixture(_ fixture: ModelFixture) throws {
        let (output, diagnostics) = try fixture.generate()
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] != nil {
            try Data(output.combined.utf8).write(to: fixture.expectedSource)
            try Data(diagnostics.map { $0 + "\n" }.joined().utf8).write(to: fixture.expectedDiagnostics)
            return
        }
        let expected = try String(contentsOf: fixture.expectedSource, encoding: .utf8)
        #expect(output.combined == expected)
        let expectedDiagnostics = try String(contentsOf: fixture.expectedDiagnostics, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(diagnostics == expectedDiagnostics)
    }

    @Test("a second run gives the same bytes", arguments: ModelFixture.all())
    func deterministic(_ fixture: ModelFixture) throws {
        let first = try fixture.generate()
        let second = try fixture.generate()
        #expect(first.output == second.output)
    }

    @Test("one file per class, each with its imports", arguments: ModelFixture.all())
    func filesMatchTheCombinedSource(_ fixture: ModelFixture) throws {
        let (output, _) = try fixture.generate()
        let bodies = output.files.map { file -> String in
            #expect(file.text.hasPrefix("import Foundation\nimport SwiftData\n\n"), "\(file.name) lacks its imports")
            return String(file.text.dropFirst("import Foundation\nimport SwiftData\n".count))
        }
        #expect(output.combined == (bodies.isEmpty ? "" : "import Foundation\nimport SwiftData\n" + bodies.joined()))
        #expect(output.files.map(\.name) == output.files.map(\.name).sorted())
    }

    @Test func everyRuleHasAFixture() throws {
        var seen: Set<String> = []
        for fixture in ModelFixture.all() {
            for diagnostic in try fixture.generate().output.diagnostics { seen.insert(diagnostic.rule) }
        }
        for fixture in ModelFixture.versioned() {
            for diagnostic in try fixture.generateVersioned().output.diagnostics { seen.insert(diagnostic.rule) }
        }
        // The migration's own rules (the store, its files and call sites) are the coredata fixtures'.
        let migrationRules: Set<CoreDataRule> = [
            .unit, .modelFile, .codegen, .stack, .environment, .context, .insert, .fetchRequest, .sortDescriptor, .fetchDescriptor, .predicate, .managedClass,
            .coexist, .copyData, .unsupportedAPI,
            .propertyType,
        ]
        for rule in CoreDataRule.allCases where !migrationRules.contains(rule) {
            #expect(seen.contains(rule.id), "no model fixture reports \(rule.id)")
        }
    }

    @Test func docsListEveryRule() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/migrations/coredata.md"), encoding: .utf8)
        for rule in ModelGenerator.rules {
            #expect(page.contains("`\(rule.id)`"), "docs/migrations/coredata.md does not mention `\(rule.id)`")
        }
    }

    @Test func theCurrentVersionComesFromXCCurrentVersion() throws {
        let fixture = try #require(ModelFixture.all().first { $0.name == "versions" })
        let (output, _) = try fixture.generate()
        #expect(output.combined.contains("var done: Bool = false"), "the current version is Model 2, which adds 'done'")
        #expect(output.combined.contains("of Model 2.xcdatamodel"))
    }

    @Test func thePredicateSchemaIsTheModelsProjection() throws {
        let path = Repository.fixtures.appendingPathComponent("coredata-models/relationships/Model.xcdatamodeld").path
        let schema = try XCDataModelReader.read(path: path)
        let book = try #require(schema.entity(named: "Book"))
        #expect(book.property(named: "chapters")?.type == .toMany(entity: "Chapter", ordered: true))
        #expect(book.property(named: "author")?.type == .toOne(entity: "Author"))
        #expect(book.property(named: "title")?.type == .scalar(.string))
    }

    @Test func positionsPointAtTheElement() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel">
                <entity name="A" representedClassName="A"
                        syncable="YES">
                    <attribute name="x" attributeType="String"/>
                </entity>
            </model>
            """
        let model = try XCDataModelReader.parseModel(Data(xml.utf8), path: "contents")
        #expect(model.entities[0].position == CoreDataModel.SourcePosition(line: 3, column: 5))
        #expect(model.entities[0].attributes[0].position == CoreDataModel.SourcePosition(line: 5, column: 9))
    }
}
