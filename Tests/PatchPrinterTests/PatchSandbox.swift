import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary directory to apply patches in. File names are raw bytes handled with POSIX calls,
/// because some names under test are not valid UTF-8 and cannot be a Swift `String`.
struct PatchSandbox {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("patch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// `rm -rf`, which, unlike FileManager, removes names that are not UTF-8.
    func remove() { _ = run(["rm", "-rf", root]) }

    /// Writes a file; false when the file system refuses the name.
    @discardableResult
    func create(_ name: [UInt8], contents: [UInt8]) -> Bool {
        withPath(name) { path in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == contents.count
        }
    }

    func delete(_ name: [UInt8]) {
        _ = withPath(name) { unlink($0) }
    }

    /// A file's bytes, or nil when it does not exist.
    func contents(of name: [UInt8]) -> [UInt8]? {
        withPath(name) { path in
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var result: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while case let count = buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }), count > 0 {
                result += buffer[..<count]
            }
            return result
        }
    }

    /// Runs a command in the sandbox with git's user and system configuration ignored, so the
    /// output does not depend on who runs the tests. Returns the exit status, stdout and stderr.
    @discardableResult
    func run(_ arguments: [String]) -> (status: Int32, output: [UInt8], errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        for role in ["AUTHOR", "COMMITTER"] {
            environment["GIT_\(role)_NAME"] = "Test"
            environment["GIT_\(role)_EMAIL"] = "test@example.com"
        }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, [], "\(error)") }
        // Read before waiting: a full pipe would block the child.
        let outputBytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, outputBytes, errorText)
    }

    private func withPath<Result>(_ name: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        let path = Array(root.utf8) + [UInt8(ascii: "/")] + name + [0]
        return path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
