/// What the survey found in one file: counts per metric key and the findings with their lines.
/// Files are surveyed in parallel and their tallies merged, so a tally is a plain value.
public struct Tally: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// Where a counted item is.
        case evidence
        /// A reason from "When NOT to Migrate" to leave the system as it is for now.
        case blocker
        /// Code that stays on the old framework even after the migration.
        case limit
    }

    public struct Finding: Sendable, Equatable {
        public var system: String
        public var kind: Kind
        /// The metric counted, for evidence.
        public var metric: String?
        public var evidence: Evidence
    }

    /// A class with a superclass: a test class when its superclass is one, which for a
    /// project's own base class (`class LoginTests: BaseTestCase`) only the whole project shows.
    public struct TestClass: Sendable, Equatable {
        public var name: String
        public var superclass: String
        public var path: String
        public var line: Int
        /// Lines of its `test…()` methods.
        public var tests: [Int]
        public var drivesUI: Bool
    }

    public var counts: [String: Int] = [:]
    public var findings: [Finding] = []
    /// Names of the classes counted as test classes.
    public var testClassNames: Set<String> = []
    /// Classes whose superclass is not known to be a test class.
    public var testClassCandidates: [TestClass] = []
    /// Extensions (by extended type name) with `test…()` methods: their tests count when the type
    /// is a test class.
    public var testExtensions: [TestClass] = []

    public init() {}

    /// Counts one item of `metric` (`system.name`), found at `line` of `path`.
    public mutating func count(_ metric: String, path: String, line: Int, _ message: String) {
        counts[metric, default: 0] += 1
        findings.append(
            Finding(system: Self.system(of: metric), kind: .evidence, metric: metric, evidence: Evidence(path: path, line: line, message: message)))
    }

    /// Counts `amount` items of `metric` without a finding each (lines, imports, assertions).
    public mutating func add(_ metric: String, _ amount: Int = 1) {
        guard amount > 0 else { return }
        counts[metric, default: 0] += amount
    }

    public mutating func note(_ kind: Kind, system: String, path: String, line: Int, _ message: String) {
        findings.append(Finding(system: system, kind: kind, metric: nil, evidence: Evidence(path: path, line: line, message: message)))
    }

    public mutating func merge(_ other: Tally) {
        counts.merge(other.counts, uniquingKeysWith: +)
        findings += other.findings
        testClassNames.formUnion(other.testClassNames)
        testClassCandidates += other.testClassCandidates
        testExtensions += other.testExtensions
    }

    /// Counts a test class, its tests, and whether it stays in XCTest as a UI test.
    public mutating func countTestClass(_ testClass: TestClass) {
        let path = testClass.path
        count("xctest.test-classes", path: path, line: testClass.line, "class \(testClass.name): \(testClass.superclass)")
        for line in testClass.tests { count("xctest.tests", path: path, line: line, "test in \(testClass.name)") }
        if testClass.drivesUI {
            add("xctest.ui-tests")
            note(.limit, system: "xctest", path: path, line: testClass.line, "\(testClass.name) drives XCUIApplication: UI tests stay in XCTest")
        }
        testClassNames.insert(testClass.name)
    }

    /// Counts the candidates whose superclass turned out to be a test class, transitively, and the
    /// tests in extensions of test classes.
    public mutating func resolveTestSubclasses() {
        var pending = testClassCandidates
        while true {
            let found = pending.filter { testClassNames.contains($0.superclass) && !testClassNames.contains($0.name) }
            guard !found.isEmpty else { break }
            for testClass in found { countTestClass(testClass) }
            pending.removeAll { testClassNames.contains($0.name) }
        }
        testClassCandidates = pending
        for testExtension in testExtensions where testClassNames.contains(testExtension.name) {
            for line in testExtension.tests {
                count("xctest.tests", path: testExtension.path, line: line, "test in an extension of \(testExtension.name)")
            }
        }
        testExtensions = []
    }

    static func system(of metric: String) -> String { String(metric.prefix { $0 != "." }) }
}
