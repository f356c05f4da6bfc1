import Foundation
import Testing

@testable import MigrateCLI

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let models = root.appendingPathComponent("Tests/PredicateEvaluationTests/Models.swift").path
private let dataModel = root.appendingPathComponent("Fixtures/predicate-kit/Trips.xcdatamodeld").path

@Suite struct PredicateCommandTests {
    @Test func translatesTheMigrationGuideExample() {
        let output = PredicateCommand.run([
            "--schema", models, "--entity", "Item", "--arg", "NSNumber(value: false)", "--arg", "searchText",
            "--min-ios", "17", "isComplete == %@ AND title CONTAINS[cd] %@",
        ])
        #expect(output.stdout == "#Predicate<Item> { item in !item.isComplete && item.title.localizedStandardContains(searchText) }\n")
        #expect(output.stderr.hasPrefix("warning: PRED-D002 (column 28): CONTAINS[cd] translated to localizedStandardContains(_:)"))
        #expect(output.stderr.contains("\n  isComplete == %@ AND title CONTAINS[cd] %@\n                             ^\n"))
        #expect(output.exitCode == 0)
    }

    @Test func printsBindingsBeforeTheMacro() {
        let output = PredicateCommand.run(["--schema", models, "--entity", "Item", "--linux", "--arg", "[lo, hi]", "date BETWEEN %@"])
        #expect(
            output.stdout == """
                let arg0: [Date] = [lo, hi]
                let arg0Lower = arg0[0]
                let arg0Upper = arg0[1]
                #Predicate<Item> { item in item.date >= arg0Lower && item.date <= arg0Upper }

                """)
        #expect(output.stderr.hasPrefix("info: PRED-R001"))
        #expect(output.exitCode == 0)
    }

    @Test func refusesWhatHasNoFaithfulTranslation() {
        let output = PredicateCommand.run(["--schema", models, "--entity", "Item", "scores.@sum > 10"])
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("error: PRED-A001 (column 8): Collection operator '@sum'"))
        #expect(output.exitCode == 1)
    }

    @Test func deploymentTargetDecidesRegexForms() {
        let ios17 = PredicateCommand.run(["--schema", models, "--entity", "Item", "title ENDSWITH 'ead'"])
        #expect(ios17.exitCode == 1)
        #expect(ios17.stderr.contains("PRED-D005"))
        let ios18 = PredicateCommand.run(["--schema", models, "--entity", "Item", "--min-ios", "18", "title ENDSWITH 'ead'"])
        #expect(ios18.stdout == "#Predicate<Item> { item in item.title.contains(#/ead\\z/#) }\n")
        let macOS15 = PredicateCommand.run(["--schema", models, "--entity", "Item", "--min-macos=15.2", "title ENDSWITH 'ead'"])
        #expect(macOS15.exitCode == 0)
    }

    @Test func syntaxErrorsShowTheColumn() {
        let output = PredicateCommand.run(["--schema", models, "--entity", "Item", "title == 'Milk"])
        #expect(
            output.stderr
                == "error: PRED-P001 (column 10): unterminated string literal\n  title == 'Milk\n           ^\n"
                + "note: the predicate was not translated; keep the NSPredicate.\n"
        )
        #expect(output.exitCode == 1)
    }

    @Test func readsDataModels() {
        let output = PredicateCommand.run(["--schema", dataModel, "--entity", "Trip", "ANY bucketList.isInPlan == NO"])
        // `Trip`'s class is `CDTrip`: the predicate names the class `models` generates.
        #expect(output.stdout == "#Predicate<CDTrip> { cdTrip in cdTrip.bucketList.contains { bucketListItem in !bucketListItem.isInPlan } }\n")
        #expect(output.exitCode == 0)
    }

    @Test func formatAfterDoubleDash() {
        let output = PredicateCommand.run(["--schema", models, "--entity", "Item", "--", "-count < -2"])
        #expect(output.stdout == "#Predicate<Item> { item in -item.count < -2 }\n")
    }

    @Test(arguments: [
        [],
        ["--entity", "Item", "count > 1"],
        ["--schema", "SCHEMA", "count > 1"],
        ["--schema", "SCHEMA", "--entity", "Item"],
        ["--schema", "SCHEMA", "--entity", "Item", "count > 1", "extra"],
        ["--schema", "SCHEMA", "--entity", "Item", "--min-ios", "17", "--min-macos", "14", "count > 1"],
        ["--schema", "SCHEMA", "--entity", "Item", "--min-ios", "seventeen", "count > 1"],
        ["--schema", "SCHEMA", "--entity", "Item", "--bogus", "count > 1"],
        ["--schema", "SCHEMA", "--entity", "Item", "--arg"],
        ["--schema", "SCHEMA", "--entity", "Nope", "count > 1"],
        ["--schema", "/nonexistent/path.swift", "--entity", "Item", "count > 1"],
        ["--schema", "SCHEMA", "--entity", "Item", "title == %@"],
        ["--schema", "SCHEMA", "--entity", "Item", "--arg", "x", "title == 'Milk'"],
    ])
    func usageErrorsExitWith2(arguments: [String]) {
        let output = PredicateCommand.run(arguments.map { $0 == "SCHEMA" ? models : $0 })
        #expect(output.exitCode == 2, "\(arguments): \(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("error: "))
    }

    // MARK: Broken data models

    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="title" attributeType="String"/>
                <attribute name="count" attributeType="Integer 64" usesScalarValueType="YES"/>
            </entity>
        </model>

        """

    /// Runs the command with `--schema <scratch>/<schema>`, where `Model.xcdatamodeld/Model.xcdatamodel/contents`
    /// holds `contents`; also returns the scratch folder.
    func runWithModel(_ contents: String, schema: String = "Model.xcdatamodeld/Model.xcdatamodel") throws -> (PredicateCommandOutput, String) {
        let sandbox = try Sandbox(files: ["Model.xcdatamodeld/Model.xcdatamodel/contents": contents])
        defer { sandbox.remove() }
        let output = PredicateCommand.run(["--schema", sandbox.root.appendingPathComponent(schema).path, "--entity", "Item", "count > 2"])
        return (output, sandbox.root.path)
    }

    @Test func aValidDataModelStillTranslates() throws {
        let (output, _) = try runWithModel(Self.model)
        #expect(output.stdout == "#Predicate<Item> { item in item.count > 2 }\n")
        #expect(output.exitCode == 0)
    }

    @Test func aTruncatedDataModelIsRejected() throws {
        let cut = Self.model.components(separatedBy: "\n").prefix(5).joined(separator: "\n") + "\n"
        let (output, root) = try runWithModel(cut)
        #expect(
            output.stderr
                == "error: \(root)/Model.xcdatamodeld/Model.xcdatamodel/contents:6:1: "
                + "the model's XML is truncated (the file ends inside <entity>, before </model>)\n"
        )
        #expect(output.stdout.isEmpty)
        #expect(output.exitCode == 2)
    }

    @Test func malformedDataModelXMLSaysWhereAndWhy() throws {
        let (output, root) = try runWithModel(Self.model.replacingOccurrences(of: "    </entity>", with: "    </entyty>"), schema: "Model.xcdatamodeld")
        #expect(
            output.stderr
                == "error: \(root)/Model.xcdatamodeld/Model.xcdatamodel/contents:6:14: "
                + "the model's XML is malformed (an end tag that does not match its start tag)\n"
        )
        #expect(output.stdout.isEmpty)
        #expect(output.exitCode == 2)
    }

    @Test func anEmptyDataModelIsRejected() throws {
        let (output, root) = try runWithModel("", schema: "Model.xcdatamodeld/Model.xcdatamodel/contents")
        #expect(output.stderr == "error: \(root)/Model.xcdatamodeld/Model.xcdatamodel/contents: the model file is empty\n")
        #expect(output.exitCode == 2)
    }

    @Test func helpIsPrinted() {
        let output = PredicateCommand.run(["--help"])
        #expect(output.exitCode == 0)
        #expect(output.stdout.hasPrefix("USAGE: swift-migrate predicate --schema PATH --entity NAME"))
    }
}
