import Foundation
import SourceSyntax

/// Process-wide state that tests change: XCTest ran every test one after the other, Swift Testing runs
/// them in parallel, so tests that change such state can start failing at random after migration.
///
/// Recognised, in a test class's code:
/// - assignments to another type's static members: `Config.shared = …`, `Cache.entries["a"] = …` (the
///   suite's own static state is its own: `.serialized` is enough for it);
/// - static calls whose name says they reconfigure something: `Logging.bootstrap(…)`,
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
    static func firstChange(in range: Range<Int>, of file: SourceFile, excluding ownTypes: Set<String>) -> String? {
        for i in range where file.kind(i) == .identifier {
            let name = file.text(of: i)
            if processCalls.contains(name), file.kind(i + 1) == .leftParen { return name }
            // A chain rooted at a type name: `Type.member…`.
            guard let first = name.first, first.isUppercase, !ownTypes.contains(name), startsStatement(i, file), file.kind(i + 1) == .period,
                file.kind(i + 2) == .identifier
            else { continue }
            let member = file.text(of: i + 2)
            var j = i + 3
            while j < range.upperBound {
                if file.kind(j) == .period, file.kind(j + 1) == .identifier {
                    j += 2
                    continue
                }
                if file.kind(j) == .leftSquare, let close = file.matching(j) {
                    j = close + 1
                    continue
                }
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

/// Suites that change process-wide state must not run alongside each other either: XCTest never ran
/// two tests at once. `.serialized` only orders a suite's own tests, so such suites also get a trait
/// that holds one process-wide lock while the suite runs. The trait is defined once per test target, in
/// the first file (by path) that needs it.
enum ProcessWideStateTrait {
    static let traitName = "processWideState"

    /// The test target of a file: the folder under `Tests/`, else the file's folder.
    static func module(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if let tests = parts.lastIndex(of: "Tests"), tests + 2 < parts.count { return parts[...(tests + 1)].joined(separator: "/") }
        return parts.dropLast().joined(separator: "/")
    }

    static func definition(lineBreak: String) -> String {
        """

        /// Runs the suites that change process-wide state one at a time, never alongside each other, as
        /// XCTest ran every test. Apply it with `@Suite(.serialized, .processWideState)`.
        struct ProcessWideState: SuiteTrait, TestScoping {
            func provideScope(
                for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
            ) async throws {
                try await ProcessWideStateLock.shared.run(function)
            }
        }

        extension Trait where Self == ProcessWideState {
            static var processWideState: Self { Self() }
        }

        /// The lock behind `ProcessWideState`: one holder at a time, the others wait in order.
        actor ProcessWideStateLock {
            static let shared = ProcessWideStateLock()
            private var isHeld = false
            private var waiting: [CheckedContinuation<Void, Never>] = []

            func run(_ body: @Sendable () async throws -> Void) async throws {
                while isHeld {
                    await withCheckedContinuation { waiting.append($0) }
                }
                isHeld = true
                defer {
                    isHeld = false
                    if !waiting.isEmpty { waiting.removeFirst().resume() }
                }
                try await body()
            }
        }

        """.replacingOccurrences(of: "\n", with: lineBreak)
    }
}
