/// An input that could not be read or is not one the tool reads (a UTF-16 file, say), reported
/// beside the migrated files so text and JSON output both list it.
public struct InputError: Sendable, Hashable, Codable {
    /// As shown to the user; nil when the message names the path itself.
    public var path: String?
    public var message: String

    public init(path: String?, message: String) {
        self.path = path
        self.message = message
    }

    public var formatted: String { path.map { "\($0): error: \(message)" } ?? "error: \(message)" }
}

/// The tool's version, printed by `--version` and carried by every JSON report.
public enum ToolVersion {
    public static let current = "0.2.0"
}
