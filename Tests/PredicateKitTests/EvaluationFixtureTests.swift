import Foundation
import Testing
@testable import PredicateKit

/// The checked-in evaluation predicates must be exactly what the translator produces now.
/// `scripts/regenerate-predicate-fixtures.sh` sets PREDICATE_FIXTURES_WRITE=1 to rewrite the file.
@Suite struct EvaluationFixtureTests {
    @Test func everyFixtureTranslates() throws {
        let (_, failures) = try EvaluationFixtureGenerator.generate()
        #expect(failures.isEmpty, "fixtures that did not translate:\n\(failures.joined(separator: "\n"))")
    }

    @Test func generatedFileIsCurrent() throws {
        let (source, _) = try EvaluationFixtureGenerator.generate()
        let path = EvaluationFixtureGenerator.generatedPath
        if ProcessInfo.processInfo.environment["PREDICATE_FIXTURES_WRITE"] == "1" {
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let checkedIn = try String(contentsOfFile: path, encoding: .utf8)
        #expect(checkedIn == source, "GeneratedPredicates.swift is stale; run scripts/regenerate-predicate-fixtures.sh")
    }

    @Test func fixtureIDsAreUnique() throws {
        let ids = try EvaluationFixtureGenerator.loadFixtures().map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count >= 126)
    }
}
