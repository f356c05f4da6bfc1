import Foundation

/// Where a command writes and reads. The real one talks to the process's standard streams; tests
/// pass closures that capture the text.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    /// Raw bytes to stdout: `apply -` must give back any input byte for byte, valid UTF-8 or not.
    public var outBytes: @Sendable ([UInt8]) -> Void
    public var err: @Sendable (String) -> Void
    /// Throws when stdin cannot be read (closed, a directory): an error for the command to report.
    public var readStandardInput: @Sendable () throws -> [UInt8]
    /// Whether stdout is a terminal (for `--color auto`).
    public var stdoutIsTerminal: Bool
    /// Whether stderr is a terminal (colored diagnostics, progress).
    public var stderrIsTerminal: Bool
    /// Environment variables the commands honour (`NO_COLOR`).
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var workingDirectory: String

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        readStandardInput: @escaping @Sendable () throws -> [UInt8] = { [] }, stdoutIsTerminal: Bool = false,
        stderrIsTerminal: Bool = false, environment: [String: String] = [:],
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.out = out
        self.outBytes = { out(String(decoding: $0, as: UTF8.self)) }
        self.err = err
        self.readStandardInput = readStandardInput
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    public static var standard: Console {
        var console = Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            readStandardInput: { try StandardInput.readAll() },
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
        console.outBytes = { FileHandle.standardOutput.write(Data($0)) }
        return console
    }
}

/// Exit codes, documented in `--help` and the README.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// `--exit-code` and something would change.
    case changesPending = 1
    case usage = 2
    /// Some file could not be read, parsed safely or written.
    case fileError = 3
    /// Stopped by Ctrl-C (SIGINT) or SIGTERM: 128 + the signal number, as shells report it.
    case interrupted = 130
    case terminated = 143
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
