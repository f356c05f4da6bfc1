/// What `--check-build` / `--check-tests` did: how many rounds it took and what it took back.
public struct CheckSummary: Sendable, Codable, Hashable {
    public struct Unit: Sendable, Codable, Hashable {
        public var migration: String
        /// The unit (a class name), or nil for a whole file.
        public var name: String?
        public var path: String?
        public var reason: String

        public init(migration: String, name: String?, path: String?, reason: String) {
            self.migration = migration
            self.name = name
            self.path = path
            self.reason = reason
        }
    }

    /// Builds run after migrating (the baseline build not counted).
    public var buildRounds: Int = 0
    /// Test runs after migrating (the baseline runs not counted).
    public var testRounds: Int = 0
    /// Units that stayed converted, per migration.
    public var unitsConverted: [String: Int] = [:]
    public var backedOut: [Unit] = []
    /// The round limit was reached before the tree built (and passed); everything was restored.
    public var hitBound: Bool = false
    /// Tests whose outcome differed between the two baseline runs, so they were not judged.
    public var flakyTests: [String] = []
    public var seconds: Double = 0

    public init() {}

    public var line: String {
        var text = "check: \(buildRounds) build round\(buildRounds == 1 ? "" : "s")"
        if testRounds > 0 { text += ", \(testRounds) test round\(testRounds == 1 ? "" : "s")" }
        let converted = unitsConverted.values.reduce(0, +)
        text += ", \(converted) unit\(converted == 1 ? "" : "s") converted, \(backedOut.count) backed out"
        if hitBound { text += ", round limit reached" }
        return text + String(format: ", %.1f s", seconds)
    }
}
