import Foundation
import Testing

/// One translated fixture: the predicate and what NSPredicate gives on the samples A, B, C.
struct EvaluationCase: Sendable, CustomTestStringConvertible {
    var id: String
    var format: String
    /// nil: evaluation must throw (as NSPredicate raises).
    var expected: [Bool?]
    var make: @Sendable () throws -> Predicate<Item>

    var testDescription: String { "\(id): \(format)" }
}

@Suite struct PredicateEvaluationTests {
    @Test(arguments: evaluationCases)
    func evaluatesLikeNSPredicate(_ fixture: EvaluationCase) throws {
        let predicate = try fixture.make()
        for (sample, (name, expected)) in zip(Samples.all, zip(["A", "B", "C"], fixture.expected)) {
            if let expected {
                let actual = try predicate.evaluate(sample)
                #expect(actual == expected, "\(fixture.id) on \(name): \(fixture.format)")
            } else {
                #expect(throws: (any Error).self, "\(fixture.id) on \(name) should throw") { try predicate.evaluate(sample) }
            }
        }
    }

    @Test func everyFixtureIsPresent() {
        #expect(evaluationCases.count >= 126)
        #expect(Samples.all.count == 3)
    }
}
