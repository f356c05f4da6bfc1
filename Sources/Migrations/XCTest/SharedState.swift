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
    /// The actor the definition declares: a target holding it has the definition already.
    static let lockName = "ProcessWideStateLock"

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

/// External resources tests reach by a fixed name — `UserDefaults(suiteName: "…")`, a literal path
/// under `/tmp` or the temporary directory, a keychain service id: tests running in parallel would
/// share them, where XCTest ran one test at a time.
enum FixedResources {
    /// The first such resource in `range`, described for a diagnostic.
    static func first(in range: Range<Int>, of file: SourceFile) -> String? {
        for i in range {
            switch file.kind(i) {
            case .identifier where file.matches(i, "UserDefaults"):
                if file.kind(i + 1) == .leftParen, file.matches(i + 2, "suiteName"), file.kind(i + 4) == .stringLiteral {
                    return "UserDefaults(suiteName: \(file.text(of: i + 4)))"
                }
            case .identifier where file.matches(i, "kSecAttrService"):
                if file.kind(i + 1) == .colon || file.kind(i + 1) == .comma, file.kind(i + 2) == .stringLiteral {
                    return "keychain service \(file.text(of: i + 2))"
                }
            case .identifier where ["appendingPathComponent", "appending"].contains(file.text(of: i)):
                // `….temporaryDirectory.appendingPathComponent("cache.db")`, `NSTemporaryDirectory()` + a name.
                guard file.kind(i + 1) == .leftParen, file.kind(i + 2) == .stringLiteral || file.kind(i + 4) == .stringLiteral else { continue }
                let receiver = max(range.lowerBound, i - 6)..<i
                if receiver.contains(where: { file.matches($0, "temporaryDirectory") || file.matches($0, "NSTemporaryDirectory") }) {
                    return "the temporary file \(file.text(of: file.kind(i + 2) == .stringLiteral ? i + 2 : i + 4))"
                }
            case .stringLiteral:
                let text = file.text(of: i)
                if text.hasPrefix("\"/tmp/") || text.hasPrefix("\"/var/tmp/") { return "the file \(text)" }
            default:
                continue
            }
        }
        return nil
    }
}

/// Project types that open a named `UserDefaults` suite from an initializer's parameter
/// (`init(uniqueIdentifier: String) { … UserDefaults(suiteName: uniqueIdentifier) … }`), read from every
/// file of the package, library targets included. Tests that make one with a fixed name share that
/// suite as they would share `UserDefaults(suiteName: "…")` itself (seen in UserDefaultsStore).
enum DefaultsWrappers {
    /// Type name → the initializer's argument label that names the suite.
    static func find(in files: [SourceFile]) -> [String: String] {
        var wrappers: [String: String] = [:]
        for file in files where file.contains("suiteName") {
            for decl in file.allDeclarations where decl.kind == .initDecl {
                guard let owner = file.scope(of: decl.keyword).type.flatMap(file.simpleTypeName(of:)), let body = decl.body,
                    let parameters = decl.parameters, let label = suiteLabel(parameters: parameters, body: body, in: file)
                else { continue }
                wrappers[owner] = label
            }
        }
        return wrappers
    }

    /// The label of the parameter passed as `UserDefaults(suiteName: name)` in `body`.
    private static func suiteLabel(parameters: Range<Int>, body: Range<Int>, in file: SourceFile) -> String? {
        for i in body where file.matches(i, "UserDefaults") && file.kind(i + 1) == .leftParen && file.matches(i + 2, "suiteName") {
            guard file.kind(i + 4) == .identifier, file.kind(i + 5) == .rightParen else { continue }
            let name = file.text(of: i + 4)
            // `label: String` or `label name: String`, at the top level of the parameter list.
            for j in parameters where file.kind(j) == .colon && file.matches(j - 1, name) {
                let previous = j - 2
                if file.kind(previous) == .leftParen || file.kind(previous) == .comma { return name }
                if file.kind(previous) == .identifier { return file.text(of: previous) }
            }
        }
        return nil
    }

    /// The first construction of a wrapper with a fixed name in `ranges`: `Store(uniqueIdentifier: "users")`,
    /// or `Store<User>(uniqueIdentifier: id)` where `id` is a parameter defaulting to a literal
    /// (`func makeStore(id: String = "users")`).
    static func firstFixed(in ranges: [Range<Int>], of file: SourceFile, wrappers: [String: String]) -> String? {
        guard !wrappers.isEmpty else { return nil }
        let tokens = ranges.flatMap { Array($0) }
        for i in tokens where file.kind(i) == .identifier {
            guard let label = wrappers[file.text(of: i)], file.kind(i - 1) != .period else { continue }
            // `Store<User>(…)`: the call's parenthesis after the generic arguments.
            let open = file.genericArgumentsEnd(at: i + 1) ?? i + 1
            guard file.kind(open) == .leftParen, file.matches(open + 1, label), file.kind(open + 2) == .colon else { continue }
            let argument = open + 3
            let type = file.text(of: i)
            if file.kind(argument) == .stringLiteral {
                return "UserDefaults(suiteName:) through \(type)(\(label): \(file.text(of: argument)))"
            }
            guard file.kind(argument) == .identifier else { continue }
            let name = file.text(of: argument)
            for j in tokens
            where file.matches(j, name) && file.kind(j + 1) == .colon && file.matches(j + 2, "String") && file.matches(j + 3, "=")
                && file.kind(j + 4) == .stringLiteral
            {
                return "UserDefaults(suiteName:) through \(type)(\(label): \(file.text(of: j + 4)))"
            }
        }
        return nil
    }
}
