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

    /// What is evaluated on Linux is what Apple targets get: the same text, or a refusal.
    @Test(arguments: [DeploymentTarget.iOS(17), .macOS(14), .iOS(18), .macOS(15)])
    func appleTargetsGetTheEvaluatedText(target: DeploymentTarget) throws {
        let schema = try EvaluationFixtureGenerator.schema()
        let linux = PredicateTranslator(schema: schema, entity: "Item", minimumOS: .linux)
        let apple = PredicateTranslator(schema: schema, entity: "Item", minimumOS: target)
        var refused = 0
        for fixture in try EvaluationFixtureGenerator.loadFixtures() {
            let expected = linux.translate(format: fixture.format, arguments: fixture.arguments).rendered()
            guard let actual = apple.translate(format: fixture.format, arguments: fixture.arguments).rendered() else {
                refused += 1
                continue
            }
            #expect(actual == expected, "\(fixture.id)")
        }
        // iOS 17 / macOS 14 lack Regex in #Predicate; iOS 18 / macOS 15 refuse nothing Linux accepts.
        let needsRegex = target == .iOS(17) || target == .macOS(14)
        #expect(needsRegex ? refused > 20 : refused == 0)
    }

    @Test func fixtureIDsAreUnique() throws {
        let ids = try EvaluationFixtureGenerator.loadFixtures().map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count >= 126)
    }
}
