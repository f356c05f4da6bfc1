import Foundation

/// Which files have uncommitted work, so `apply` never mixes its edits with a user's: modified,
/// staged, untracked and git-ignored files all count (only a committed file can be restored with
/// `git checkout`). One `git ls-files` and one `git status` per repository, never a process per file.
///
/// It fails closed: when git cannot answer for a repository (git missing, "dubious ownership", a
/// broken index), every file in that repository counts as uncommitted, with git's reason.
/// Files outside any repository are not checked.
struct GitStatus {
    /// Files (real paths) with uncommitted work.
    private(set) var dirty: Set<String> = []
    /// Repositories git could not report on, with its message; their files are all in `dirty`.
    private(set) var failures: [(root: String, message: String)] = []

    init(files: [String], runGit: ([String]) -> GitOutput = GitStatus.git) {
        var byRoot: [String: [String]] = [:]
        var rootOfDirectory: [String: String?] = [:]
        for file in files {
            let directory = (file as NSString).deletingLastPathComponent
            guard let root = Self.repositoryRoot(containing: directory, cache: &rootOfDirectory) else { continue }
            byRoot[root, default: []].append(file)
        }
        for (root, files) in byRoot.sorted(by: { $0.key < $1.key }) {
            let tracked = runGit(["-C", root, "ls-files", "-z", "--full-name"])
            let changed = runGit(["-C", root, "status", "--porcelain=v1", "-z", "--untracked-files=no", "--ignore-submodules=none"])
            guard tracked.status == 0, changed.status == 0 else {
                let message: String = [tracked, changed].first { $0.status != 0 }.map { Self.firstLine($0.error) } ?? ""
                failures.append((root, message.isEmpty ? "git could not be run" : message))
                dirty.formUnion(files)
                continue
            }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            let clean = Set(Self.fields(tracked.output)).subtracting(Self.changedPaths(changed.output))
            for file in files where !clean.contains(String(file.dropFirst(prefix.count))) { dirty.insert(file) }
        }
    }

    /// Paths named by `git status --porcelain=v1 -z` entries. A rename or copy entry is followed by
    /// its source path as a field of its own.
    static func changedPaths(_ output: [UInt8]) -> Set<String> {
        var paths: Set<String> = []
        let entries = fields(output)
        var i = 0
        while i < entries.count {
            let entry = entries[i]
            i += 1
            guard entry.count > 3 else { continue }
            let status = entry.prefix(2)
            paths.insert(String(entry.dropFirst(3)))
            if status.contains("R") || status.contains("C"), i < entries.count {
                paths.insert(entries[i])
                i += 1
            }
        }
        return paths
    }

    static func fields(_ output: [UInt8]) -> [String] {
        output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The nearest directory at or above `directory` holding `.git` (a folder, or a file in a
    /// worktree or submodule), found without starting a process.
    static func repositoryRoot(containing directory: String, cache: inout [String: String?]) -> String? {
        if let known = cache[directory] { return known }
        var result: String?
        if access(directory + "/.git", F_OK) == 0 {
            result = directory
        } else if directory != "/" && !directory.isEmpty {
            let parent = (directory as NSString).deletingLastPathComponent
            result = parent == directory ? nil : repositoryRoot(containing: parent, cache: &cache)
        }
        cache[directory] = result
        return result
    }

    static func firstLine(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }

    struct GitOutput {
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]
    }

    static func git(_ arguments: [String]) -> GitOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return GitOutput(status: 127, output: [], error: Array("cannot start git: \(error)".utf8)) }
        // Read both pipes while git runs, so neither fills up and blocks it.
        let errorData = ErrorCollector(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return GitOutput(status: process.terminationStatus, output: Array(data), error: errorData.wait())
    }
}

/// Drains a pipe on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> [UInt8] {
        done.wait()
        return Array(data)
    }
}
