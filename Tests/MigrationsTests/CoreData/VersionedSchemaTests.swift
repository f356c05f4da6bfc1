import Foundation
import Migrations
import Testing

/// `models --versioned` on the model fixtures with several versions: the schemas, the plan and
/// the diagnostics byte for byte, and (slow tier) the source compiles against the SwiftData stand-in.
@Suite struct VersionedSchemaTests {
    @Test("versioned schemas and plan", arguments: ModelFixture.versioned())
    func fixture(_ fixture: ModelFixture) throws {
        let (output, diagnostics) = try fixture.generateVersioned()
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] != nil {
            try Data(output.text.utf8).write(to: fixture.expectedVersionedSource)
            try Data(diagnostics.map { $0 + "\n" }.joined().utf8).write(to: fixture.expectedVersionedDiagnostics)
            return
        }
        #expect(output.text == (try String(contentsOf: fixture.expectedVersionedSource, encoding: .utf8)))
        let expected = try String(contentsOf: fixture.expectedVersionedDiagnostics, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(diagnostics == expected)
    }

    @Test("there are versioned fixtures, with a lightweight and a custom stage")
    func coverage() throws {
        let texts = try ModelFixture.versioned().map { try $0.generateVersioned().output.text }
        #expect(texts.contains { $0.contains(".lightweight(") })
        #expect(texts.contains { $0.contains(".custom(") })
    }

    @Test(
        "the versioned source compiles", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"),
        arguments: ModelFixture.versioned())
    func compiles(_ fixture: ModelFixture) async throws {
        let text = try fixture.generateVersioned().output.text
        let outcome = try await TypeChecker.typecheck(sources: [("\(fixture.name)Schema.swift", StandInSource.prepared(text))])
        #expect(outcome.succeeded, "\(fixture.name) does not compile:\n\(outcome.output)")
    }

    @Test(
        "a plan naming a schema that does not exist fails to compile", .tags(.slow),
        .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
    func mutation() async throws {
        let fixture = try #require(ModelFixture.versioned().first { $0.name == "versioned" })
        let text = try fixture.generateVersioned().output.text
        try #require(text.contains("toVersion: ModelSchemaV3.self"))
        let mutated = text.replacingOccurrences(of: "toVersion: ModelSchemaV3.self", with: "toVersion: ModelSchemaV4.self")
        let outcome = try await TypeChecker.typecheck(sources: [("mutated.swift", StandInSource.prepared(mutated))])
        #expect(!outcome.succeeded)
    }
}
