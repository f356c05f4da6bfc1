/// A message for the user about one place in a file, printed in the compiler's format so editors
/// and CI annotate it: `path:line:col: warning: [rule] message`.
public struct Diagnostic: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Codable { case error, warning, note }

    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    /// `xctest.measure`, `observation.combine-consumer`, or `engine.…` for the runner's own.
    public var rule: String
    public var message: String

    public init(path: String, line: Int, column: Int, severity: Severity = .warning, rule: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    public var formatted: String { "\(path):\(line):\(column): \(severity.rawValue): [\(rule)] \(message)" }
}
