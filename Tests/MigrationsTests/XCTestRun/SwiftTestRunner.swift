import Foundation
import MigrateCLI

/// Runs `swift` in a package directory and returns its combined output.
struct SwiftTestRunner {
    let packageRoot: URL

    struct Failure: Error, CustomStringConvertible {
        let command: String
        let output: String
        var description: String { "`\(command)` failed:\n\(output.suffix(4000))" }
    }

    /// Builds the package with its tests once.
    func build() throws {
        let result = try run(["build", "--build-tests"])
        guard result.status == 0 else { throw Failure(command: "swift build --build-tests", output: result.output) }
    }

    /// Runs the tests of one target (without building) and returns the outcome of every test.
    func outcomes(ofTarget target: String) throws -> [RanTest: TestOutcome] {
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent("xctest-run-\(target)-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        // A non-zero status is expected: the fixtures include tests that fail on purpose.
        let result = try run([
            "test", "--skip-build", "--filter", "^\(target)\\.",
            "--experimental-event-stream-output", events.path, "--experimental-event-stream-version", "0",
        ])
        let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        var outcomes = TestOutcomeParser.xctest(console: result.output)
        outcomes.merge(TestOutcomeParser.swiftTesting(eventStream: stream)) { _, new in new }
        if outcomes.isEmpty { throw Failure(command: "swift test --filter \(target)", output: result.output) }
        return outcomes
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.run(Self.swiftExecutable.path, arguments + ["--package-path", packageRoot.path])
    }

    /// Runs a program to its end and returns its status and its stdout and stderr together. The
    /// output goes through a file, not a pipe, so a long build log never blocks the child.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-run-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    /// The first `swift` on `PATH`, else the toolchain's usual install location.
    static var swiftExecutable: URL {
        let candidates =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/swift" } + ["/opt/swift/usr/bin/swift", "/usr/bin/swift"]
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        return URL(fileURLWithPath: found ?? "swift")
    }
}
