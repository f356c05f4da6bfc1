/// `path:line:col: error: message` lines from a build's output, as swiftc, clang and xcodebuild print
/// them (both `-diagnostic-style llvm` and Swift 6's default style start an error with that line).
///
/// An error inside a macro expansion names the expansion, not a file
/// (`macro expansion #expect:1:1: error: …`); the `note: expanded code originates here` that
/// follows carries the real place, and that is what is reported.
public struct CompilerError: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(path):\(line):\(column): error: \(message)" }

    public static func parse(_ output: String) -> [CompilerError] {
        var errors: [CompilerError] = []
        var pendingExpansion: String?
        var seen: Set<CompilerError> = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let (path, row, column, severity, message) = Self.split(line) else { continue }
            if severity == "error" {
                if path.hasPrefix("macro expansion") || path.hasPrefix("@__swiftmacro") {
                    pendingExpansion = message
                    continue
                }
                pendingExpansion = nil
                let error = CompilerError(path: path, line: row, column: column, message: message)
                if seen.insert(error).inserted { errors.append(error) }
            } else if severity == "note", let expansion = pendingExpansion, message.hasPrefix("expanded code originates here") {
                let error = CompilerError(path: path, line: row, column: column, message: expansion)
                if seen.insert(error).inserted { errors.append(error) }
                pendingExpansion = nil
            }
        }
        return errors
    }

    /// `path:line:col: severity: message`, the path possibly holding colons of its own.
    private static func split(_ line: Substring) -> (String, Int, Int, String, String)? {
        for severity in ["error", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
                continue
            }
            let path = location.dropLast(2).joined(separator: ":").trimmingCharacters(in: .whitespaces)
            return (path, row, column, severity, String(line[marker.upperBound...]))
        }
        return nil
    }
}
