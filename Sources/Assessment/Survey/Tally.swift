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

    public var counts: [String: Int] = [:]
    public var findings: [Finding] = []

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
    }

    static func system(of metric: String) -> String { String(metric.prefix { $0 != "." }) }
}
