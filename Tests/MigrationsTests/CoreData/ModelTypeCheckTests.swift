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

    @Test("a wrong model fails to compile", arguments: ModelMutations.all)
    func mutationFails(_ mutation: Mutation) async throws {
        let file = ModelFixture.root.appendingPathComponent(mutation.target).appendingPathComponent("expected.swift")
        let outcome = try await TypeChecker.typecheck(sources: try mutation.sources(from: [file], prepared: StandInSource.prepared))
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-in would not catch it")
    }
}

/// The mistakes these fixtures must be caught with (see `Mutation`).
enum ModelMutations {
    static let all: [Mutation] = [
        Mutation(
            name: "init leaves a required attribute unset", target: "attributes",
            find: "        self.size = size\n", replace: ""),
        Mutation(
            name: "no init for a required attribute (@Model synthesizes none)", target: "versions",
            find: "\n    init(title: String) {\n        self.title = title\n    }\n", replace: "\n"),
        Mutation(
            name: "inverse declared on both sides", target: "relationships",
            find: "    var author: Author?", replace: "    @Relationship(inverse: \\Author.books) var author: Author?"),
        Mutation(
            name: "inverse names a property the destination lacks", target: "relationships",
            find: "inverse: \\Chapter.book)", replace: "inverse: \\Chapter.books)"),
        Mutation(
            name: "self-inverse relationship", target: "relationships",
            find: "    var friends: [Author] = []", replace: "    @Relationship(inverse: \\Author.friends) var friends: [Author] = []"),
        Mutation(
            name: "an attribute option SwiftData does not have", target: "attributes",
            find: "@Attribute(.externalStorage)", replace: "@Attribute(.allowsExternalBinaryDataStorage)"),
        Mutation(
            name: "a delete rule spelt as Core Data spells it", target: "relationships",
            find: "deleteRule: .noAction", replace: "deleteRule: .noActionDeleteRule"),
        Mutation(
            name: "#Unique naming a property that does not exist", target: "uniqueness-ios18",
            find: "#Unique<Contact>([\\.firstName, \\.lastName])", replace: "#Unique<Contact>([\\.firstName, \\.surname])"),
        Mutation(
            name: "#Index over another model's key path", target: "uniqueness-ios18",
            find: "#Index<Contact>([\\.lastName, \\.firstName], [\\.phone])", replace: "#Index<Contact>([\\Contact.lastName], [\\String.count])"),
        Mutation(
            name: "Foundation not imported", target: "attributes",
            find: "import Foundation\n", replace: ""),
        Mutation(
            name: "subclass init without super.init", target: "inheritance-ios26",
            find: "        super.init(name: name)\n    }\n}\n\n// Core Data entity 'Drawing'", replace: "    }\n}\n\n// Core Data entity 'Drawing'"),
        Mutation(
            name: "relationship to a class that is not generated", target: "inheritance-ios17",
            find: "    var text: String = \"\"\n", replace: "    var text: String = \"\"\n    var shape: Shape?\n"),
        Mutation(
            name: "non-optional transient without a default", target: "attributes",
            find: "@Transient var isSelected: Bool?", replace: "@Transient var isSelected: Bool"),
    ]
}
