import Foundation

/// A build or test command, run through `/bin/sh -c` in the package's directory, with its output
/// captured (stdout and stderr together, as a user would see them).
struct ShellCommand: Sendable {
    var command: String
    var directory: String
    /// `TMPDIR` for the command, when it must not write to the system's (a scratch copy's build).
    var temporaryDirectory: String?

    struct Result {
        var status: Int32
        var output: String
        var seconds: Double
    }

    /// - Parameter interruption: a signal it receives ends the command too. The command runs in a
    ///   process group of its own (Foundation's `Process` starts one), so the terminal's Ctrl-C does
    ///   not reach it: without this, `apply` would wait for a long `swift test` to finish first.
    func run(extraArguments: String = "", interruption: Interruption? = nil) -> Result {
        let start = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + extraArguments]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let temporaryDirectory {
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporaryDirectory
            process.environment = environment
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-check-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        guard let handle = try? FileHandle(forWritingTo: log) else { return Result(status: 127, output: "cannot capture output", seconds: 0) }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return Result(status: 127, output: "cannot run \(command): \(error)", seconds: 0) }
        var forwarded = false
        while process.isRunning {
            if !forwarded, let signal = interruption?.received {
                // The whole group: `sh -c` does not pass the signal on to the build it started.
                kill(-process.processIdentifier, signal)
                kill(process.processIdentifier, signal)
                forwarded = true
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.waitUntilExit()
        try? handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, output: output, seconds: Date().timeIntervalSince(start))
    }
}
