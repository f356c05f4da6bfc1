import Foundation

/// How one test ended, in terms both frameworks share.
public enum TestOutcome: String, Sendable {
    case passed, failed, skipped
}

/// One test as the runner reported it: its suite (type name) and function name, without decoration.
public struct RanTest: Hashable, Sendable, CustomStringConvertible {
    public let suite: String
    public let name: String

    public init(suite: String, name: String) {
        self.suite = suite
        self.name = name
    }

    /// The key before and after tests are matched on. A migrated test drops the `test` prefix and lowers its
    /// first letters (`testURLParsing` → `urlParsing`), or keeps its name, so both reduce to the same key.
    public var matchKey: String {
        var key = Substring(name.lowercased())
        if key.hasPrefix("test"), key.count > 4 { key = key.dropFirst(4) }
        while key.first == "_" { key = key.dropFirst() }
        return "\(suite)/\(key)"
    }

    /// The key of the same test moved to a performance class: the xctest migration moves the
    /// `measure` tests of `FooTests` to `FooPerformanceTests`, which stays in XCTest.
    public var movedMatchKey: String {
        let base = suite.hasSuffix("Tests") ? String(suite.dropLast(5)) : suite
        return RanTest(suite: base + "PerformanceTests", name: name).matchKey
    }

    public var description: String { "\(suite)/\(name)" }
}

/// Reads the per-test results of one `swift test` run: XCTest from its console lines, Swift Testing from
/// its JSON event stream (the console names Swift Testing tests without their suite).
public enum TestOutcomeParser {
    /// `Test Case 'SuiteName.testName' passed (0.001 seconds)`
    public static func xctest(console: String) -> [RanTest: TestOutcome] {
        var outcomes: [RanTest: TestOutcome] = [:]
        for line in console.split(separator: "\n") {
            guard let start = line.range(of: "Test Case '") else { continue }
            let rest = line[start.upperBound...]
            guard let quote = rest.firstIndex(of: "'") else { continue }
            let qualified = rest[..<quote]
            let verdict = rest[rest.index(after: quote)...].split(separator: " ").first.map(String.init)
            guard let verdict, let outcome = TestOutcome(rawValue: verdict),
                let dot = qualified.lastIndex(of: ".")
            else { continue }
            let suite = qualified[..<dot].split(separator: ".").last.map(String.init) ?? ""
            outcomes[RanTest(suite: suite, name: String(qualified[qualified.index(after: dot)...]))] = outcome
        }
        return outcomes
    }

    /// Events of `--experimental-event-stream-version 0`: a test failed if it recorded an issue that is
    /// neither known nor a warning; it was skipped if it was cancelled or disabled.
    public static func swiftTesting(eventStream: String) -> [RanTest: TestOutcome] {
        var outcomes: [RanTest: TestOutcome] = [:]
        for line in eventStream.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["kind"] as? String == "event",
                let payload = object["payload"] as? [String: Any],
                let kind = payload["kind"] as? String,
                let testID = payload["testID"] as? String,
                let test = ranTest(testID: testID)
            else { continue }
            switch kind {
            case "testStarted":
                outcomes[test] = outcomes[test] ?? .passed
            case "testSkipped", "testCancelled":
                if outcomes[test] != .failed { outcomes[test] = .skipped }
            case "issueRecorded":
                let issue = payload["issue"] as? [String: Any]
                let isKnown = issue?["isKnown"] as? Bool ?? false
                let isWarning = issue?["severity"] as? String == "warning"
                if !isKnown && !isWarning { outcomes[test] = .failed }
            default:
                continue
            }
        }
        return outcomes
    }

    /// `AfterTests.SuiteName/functionName()/file.swift:5:6` → suite `SuiteName`, name `functionName`.
    private static func ranTest(testID: String) -> RanTest? {
        let parts = testID.split(separator: "/")
        guard parts.count >= 2, let open = parts[1].firstIndex(of: "(") else { return nil }
        let suite = parts[0].split(separator: ".").last.map(String.init) ?? ""
        var name = String(parts[1][..<open])
        if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
        return RanTest(suite: suite, name: name)
    }
}
