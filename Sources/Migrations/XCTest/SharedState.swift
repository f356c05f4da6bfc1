import SourceSyntax

/// Process-wide state that tests change: XCTest ran every test one after the other, Swift Testing runs
/// them in parallel, so tests that change such state can start failing at random after migration.
///
/// Recognised, in a test class's code:
/// - assignments to a type's static members: `Config.shared = …`, `Cache.entries["a"] = …`;
/// - static calls whose name says they reconfigure something: `LoggingSystem.bootstrap(…)`,
///   `URLProtocol.registerClass(…)`, `Defaults.reset()`;
/// - environment and working-directory changes: `setenv`, `unsetenv`, `chdir`,
///   `FileManager.default.changeCurrentDirectoryPath`.
enum SharedState {
    static let reconfiguringPrefixes = [
        "bootstrap", "register", "unregister", "reset", "configure", "install", "uninstall", "enable", "disable",
        "override", "swizzle", "set", "use", "replace", "clear", "removeAll",
    ]

    static let processCalls: Set<String> = ["setenv", "unsetenv", "putenv", "chdir", "changeCurrentDirectoryPath", "umask"]

    /// The first place in `range` that changes process-wide state, described for a diagnostic.
    static func firstChange(in range: Range<Int>, of file: SourceFile) -> String? {
        for i in range where file.kind(i) == .identifier {
            let name = file.text(of: i)
            if processCalls.contains(name), file.kind(i + 1) == .leftParen { return name }
            // A chain rooted at a type name: `Type.member…`.
            guard let first = name.first, first.isUppercase, startsStatement(i, file), file.kind(i + 1) == .period,
                  file.kind(i + 2) == .identifier else { continue }
            let member = file.text(of: i + 2)
            var j = i + 3
            while j < range.upperBound {
                if file.kind(j) == .period, file.kind(j + 1) == .identifier { j += 2; continue }
                if file.kind(j) == .leftSquare, let close = file.matching(j) { j = close + 1; continue }
                break
            }
            if file.kind(j) == .operator, isAssignment(file.text(of: j)) { return "\(name).\(member)" }
            let isCall = file.kind(j) == .leftParen || file.kind(j) == .leftBrace
            if j == i + 3, isCall, isReconfiguring(member) { return "\(name).\(member)" }
        }
        return nil
    }

    /// Statements, not type annotations (`let kind: any Shape.Type = …`) or nested expressions.
    static func startsStatement(_ i: Int, _ file: SourceFile) -> Bool {
        if file.startsLine(i) { return true }
        let previous = i - 1
        return file.kind(previous) == .leftBrace || file.kind(previous) == .semicolon
            || ["try", "await", "in", "else"].contains { file.matches(previous, $0) }
    }

    static func isAssignment(_ op: String) -> Bool {
        op == "=" || (op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op))
    }

    /// `bootstrap`, `registerClass`, `setLevel` — but not `settings` or `user`.
    static func isReconfiguring(_ member: String) -> Bool {
        reconfiguringPrefixes.contains { prefix in
            guard member.hasPrefix(prefix) else { return false }
            let rest = member.dropFirst(prefix.count)
            return rest.isEmpty || rest.first!.isUppercase
        }
    }
}
