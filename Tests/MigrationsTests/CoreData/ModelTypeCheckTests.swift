import Foundation
import Testing

/// Every generated model compiles against the SwiftData stand-in, as one file and as the files
/// `models -o` writes; the mutations show the stand-in rejects the mistakes generation must not make.
@Suite("coredata models compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct ModelTypeCheckTests {
    @Test("expected output compiles", arguments: ModelFixture.all())
    func expectedOutputCompiles(_ fixture: ModelFixture) async throws {
        let text = try String(contentsOf: fixture.expectedSource, encoding: .utf8)
        try #require(!text.isEmpty || fixture.name == "none")
        let outcome = try await TypeChecker.typecheck(sources: [("\(fixture.name).swift", StandInSource.prepared(text))])
        #expect(outcome.succeeded, "\(fixture.name) does not compile:\n\(outcome.output)")
    }

    @Test("the files of models -o compile together", arguments: ModelFixture.all().filter { $0.name == "relationships" || $0.name == "inheritance-ios26" })
    func filesCompileTogether(_ fixture: ModelFixture) async throws {
        let (output, _) = try fixture.generate()
        let outcome = try await TypeChecker.typecheck(sources: output.files.map { ($0.name, StandInSource.prepared($0.text)) })
        #expect(outcome.succeeded, "\(fixture.name) files do not compile:\n\(outcome.output)")
    }

    @Test("a wrong model fails to compile", arguments: ModelMutation.all)
    func mutationFails(_ mutation: ModelMutation) async throws {
        let file = ModelFixture.root.appendingPathComponent(mutation.fixture).appendingPathComponent("expected.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.contains(mutation.find), "\(mutation.fixture)/expected.swift no longer contains the text to mutate")
        let mutated = text.replacingOccurrences(of: mutation.find, with: mutation.replace)
        let outcome = try await TypeChecker.typecheck(sources: [("\(mutation.fixture).swift", StandInSource.prepared(mutated))])
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-in would not catch it")
    }
}

/// A plausible generation mistake applied to a correct expected output.
struct ModelMutation: Sendable, CustomTestStringConvertible {
    var name: String
    var fixture: String
    var find: String
    var replace: String

    var testDescription: String { name }

    static let all: [ModelMutation] = [
        ModelMutation(
            name: "init leaves a required attribute unset", fixture: "attributes",
            find: "        self.size = size\n", replace: ""),
        ModelMutation(
            name: "no init for a required attribute (@Model synthesizes none)", fixture: "versions",
            find: "\n    init(title: String) {\n        self.title = title\n    }\n", replace: "\n"),
        ModelMutation(
            name: "inverse declared on both sides", fixture: "relationships",
            find: "    var author: Author?", replace: "    @Relationship(inverse: \\Author.books) var author: Author?"),
        ModelMutation(
            name: "inverse names a property the destination lacks", fixture: "relationships",
            find: "inverse: \\Chapter.book)", replace: "inverse: \\Chapter.books)"),
        ModelMutation(
            name: "self-inverse relationship", fixture: "relationships",
            find: "    var friends: [Author] = []", replace: "    @Relationship(inverse: \\Author.friends) var friends: [Author] = []"),
        ModelMutation(
            name: "an attribute option SwiftData does not have", fixture: "attributes",
            find: "@Attribute(.externalStorage)", replace: "@Attribute(.allowsExternalBinaryDataStorage)"),
        ModelMutation(
            name: "a delete rule spelt as Core Data spells it", fixture: "relationships",
            find: "deleteRule: .noAction", replace: "deleteRule: .noActionDeleteRule"),
        ModelMutation(
            name: "#Unique naming a property that does not exist", fixture: "uniqueness-ios18",
            find: "#Unique<Contact>([\\.firstName, \\.lastName])", replace: "#Unique<Contact>([\\.firstName, \\.surname])"),
        ModelMutation(
            name: "#Index over another model's key path", fixture: "uniqueness-ios18",
            find: "#Index<Contact>([\\.lastName, \\.firstName], [\\.phone])", replace: "#Index<Contact>([\\Contact.lastName], [\\String.count])"),
        ModelMutation(
            name: "Foundation not imported", fixture: "attributes",
            find: "import Foundation\n", replace: ""),
        ModelMutation(
            name: "subclass init without super.init", fixture: "inheritance-ios26",
            find: "        super.init(name: name)\n    }\n}\n\n// Core Data entity 'Drawing'", replace: "    }\n}\n\n// Core Data entity 'Drawing'"),
        ModelMutation(
            name: "relationship to a class that is not generated", fixture: "inheritance-ios17",
            find: "    var text: String = \"\"\n", replace: "    var text: String = \"\"\n    var shape: Shape?\n"),
        ModelMutation(
            name: "non-optional transient without a default", fixture: "attributes",
            find: "@Transient var isSelected: Bool?", replace: "@Transient var isSelected: Bool"),
    ]
}
