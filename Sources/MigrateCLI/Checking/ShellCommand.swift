import Foundation

/// A build or test command, run through `/bin/sh -c` in the package's directory, with its output
/// captured (stdout and stderr together, as a user would see them).
struct ShellCommand: Sendable {
    var command: String
    var directory: String

    struct Result {
        var status: Int32
        var output: String
        var seconds: Double
    }

    func run(extraArguments: String = "") -> Result {
        let start = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + extraArguments]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-check-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        guard let handle = try? FileHandle(forWritingTo: log) else { return Result(status: 127, output: "cannot capture output", seconds: 0) }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return Result(status: 127, output: "cannot run \(command): \(error)", seconds: 0) }
        process.waitUntilExit()
        try? handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, output: output, seconds: Date().timeIntervalSince(start))
    }
}
