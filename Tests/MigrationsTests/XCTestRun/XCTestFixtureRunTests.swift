import Foundation
import Testing

/// The proof that the `xctest` fixtures are real: every "before" fixture compiles and runs as an XCTest
/// target, every "after" fixture as a Swift Testing target (plus whatever stays in XCTest), and each test keeps
/// its outcome. Tests that fail on purpose (`known-failures`) run inside the nested package, so they prove
/// that failures stay failures without failing this suite.
@Suite(.serialized, .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct XCTestFixtureRunTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test
    func beforeAndAfterFixturesKeepEveryOutcome() throws {
        let package = try FixtureRunPackage(repository: Self.repository)
        let cases = try package.write()
        let runner = SwiftTestRunner(packageRoot: package.root)
        try runner.build()

        let before = try runner.outcomes(ofTarget: "BeforeTests")
        let after = try runner.outcomes(ofTarget: "AfterTests")
        let afterByKey = Dictionary(grouping: after.keys, by: \.matchKey)

        #expect(cases > 0)
        // Tests the migration deletes on purpose (a check of the `allTests` list it removes) must be
        // gone afterwards, and only they.
        let removed = before.keys.filter { test in package.removedTests.contains { test.description.hasSuffix($0) } }
        #expect(removed.count == package.removedTests.count, "every test of removed.txt runs before: \(removed)")
        #expect(before.count == after.count + removed.count, "the same number of tests must run before and after")
        for test in removed {
            #expect(afterByKey[test.matchKey] == nil, "\(test) is deleted by the migration, yet runs after it")
        }
        for (test, outcome) in before.sorted(by: { $0.key.description < $1.key.description }) where !removed.contains(test) {
            let matches = afterByKey[test.matchKey] ?? afterByKey[test.movedMatchKey] ?? []
            guard matches.count == 1, let migrated = matches.first else {
                Issue.record("\(test) has \(matches.count) counterparts after migration: \(matches)")
                continue
            }
            #expect(after[migrated] == outcome, "\(test) was \(outcome.rawValue), \(migrated) is not")
        }
        // The run must exercise every outcome, or it proves nothing about failures and skips.
        #expect(Set(before.values) == [.passed, .failed, .skipped])
    }
}
