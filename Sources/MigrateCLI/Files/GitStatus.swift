import Foundation

/// Which files have uncommitted work, so `apply` never mixes its edits with a user's: modified,
/// staged, untracked and git-ignored files all count (only a committed file can be restored with
/// `git checkout`). Per repository: one `git rev-parse` (where its work tree really is), one
/// `git ls-files` and one `git status`, never a process per file — plus one `git hash-object` for
/// the entries `git status` does not look at (`assume-unchanged`, `skip-worktree`), whose content is
/// compared with the index.
///
/// The repository is the one git itself would use: `GIT_DIR` (with `GIT_WORK_TREE`) from the
/// environment when set, else the nearest `.git` above the file, and in both cases the work tree
/// git reports (`core.worktree` may put it elsewhere). It fails closed: when git cannot answer (git
/// missing, "dubious ownership", a broken index, a `GIT_DIR` that is no repository), or a file lies
/// outside the work tree git reports, the files count as uncommitted, with the reason.
/// Files outside any repository are not checked.
struct GitStatus {
    /// Files (real paths) with uncommitted work.
    private(set) var dirty: Set<String> = []
    /// Repositories git could not report on, with its message; their files are all in `dirty`.
    private(set) var failures: [(root: String, message: String)] = []

    /// - Parameters:
    ///   - environment: where `GIT_DIR` and `GIT_WORK_TREE` are read (the process's, in a run).
    ///   - workingDirectory: what a relative `GIT_DIR` is relative to, and where git runs for it.
    init(
        files: [String], environment: [String: String] = [:], workingDirectory: String = FileManager.default.currentDirectoryPath,
        runGit: ([String]) -> GitOutput = GitStatus.git
    ) {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).standardizedFileURL.path
        }
        var location: [String] = []
        var byRoot: [String: [String]] = [:]
        if let gitDir = environment["GIT_DIR"], !gitDir.isEmpty {
            // Every file belongs to that repository, as for git run here.
            location = ["--git-dir", absolute(gitDir)] + (environment["GIT_WORK_TREE"].map { ["--work-tree", absolute($0)] } ?? [])
            byRoot[workingDirectory] = files
        } else {
            var rootOfDirectory: [String: String?] = [:]
            for file in files {
                let directory = (file as NSString).deletingLastPathComponent
                guard let root = Self.repositoryRoot(containing: directory, cache: &rootOfDirectory) else { continue }
                byRoot[root, default: []].append(file)
            }
        }
        for (root, files) in byRoot.sorted(by: { $0.key < $1.key }) {
            do throws(Refusal) {
                dirty.formUnion(try Self.uncommitted(files, root: root, location: location, runGit: runGit))
            } catch {
                failures.append((root, error.message))
                dirty.formUnion(files)
            }
        }
    }

    /// Why git could not vouch for a repository's files.
    struct Refusal: Error {
        var message: String
    }

    /// The files of one repository that have uncommitted work.
    private static func uncommitted(
        _ files: [String], root: String, location: [String], runGit: ([String]) -> GitOutput
    ) throws(Refusal)
        -> [String]
    {
        func ask(_ arguments: [String], in directory: String) throws(Refusal) -> [UInt8] {
            let result = runGit(location + ["-C", directory] + arguments)
            guard result.status == 0 else {
                let message = firstLine(result.error)
                throw Refusal(message: message.isEmpty ? "git could not be run" : message)
            }
            return result.output
        }
        let whereabouts = String(decoding: try ask(["rev-parse", "--absolute-git-dir", "--show-toplevel"], in: root), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        guard whereabouts.count == 2 else { throw Refusal(message: "git reports no work tree for \(whereabouts.first ?? root)") }
        let (gitDir, top) = (whereabouts[0], whereabouts[1])
        let prefix = top.hasSuffix("/") ? top : top + "/"
        if let outside = files.first(where: { !$0.hasPrefix(prefix) }) {
            throw Refusal(message: "\(outside) is outside the work tree of \(gitDir) (\(top))")
        }
        let index = IndexEntries(try ask(["ls-files", "-v", "-s", "-z", "--full-name"], in: top))
        let changed = changedPaths(
            try ask(["status", "--porcelain=v1", "-z", "--untracked-files=no", "--ignore-submodules=none"], in: top))
        var dirty: [String] = []
        var hidden: [(file: String, relative: String, blob: String)] = []
        for file in files {
            let relative = String(file.dropFirst(prefix.count))
            guard let entry = index.entries[relative], !changed.contains(relative) else {
                dirty.append(file)
                continue
            }
            if entry.hiddenFromStatus { hidden.append((file, relative, entry.blob)) }
        }
        // `git status` trusts these entries without looking: compare their content with the index.
        for batch in stride(from: 0, to: hidden.count, by: 200).map({ hidden[$0..<min($0 + 200, hidden.count)] }) {
            let hashes = String(decoding: try ask(["hash-object", "--"] + batch.map(\.relative), in: top), as: UTF8.self)
                .split(separator: "\n").map(String.init)
            guard hashes.count == batch.count else { throw Refusal(message: "git hash-object gave \(hashes.count) ids for \(batch.count) files") }
            for (entry, hash) in zip(batch, hashes) where hash != entry.blob { dirty.append(entry.file) }
        }
        return dirty
    }

    /// `git ls-files -v -s -z` output: `TAG MODE BLOB STAGE<TAB>PATH` per entry. A lowercase tag
    /// is an `assume-unchanged` entry, `S` a `skip-worktree` one: `git status` does not look at
    /// their files.
    struct IndexEntries {
        struct Entry {
            var blob: String
            var hiddenFromStatus: Bool
        }

        var entries: [String: Entry] = [:]

        init(_ output: [UInt8]) {
            for field in GitStatus.fields(output) {
                guard let tab = field.firstIndex(of: "\t") else { continue }
                let path = String(field[field.index(after: tab)...])
                let parts = field[..<tab].split(separator: " ")
                guard parts.count == 4, let tag = parts[0].first else { continue }
                entries[path] = Entry(blob: String(parts[2]), hiddenFromStatus: tag.isLowercase || tag == "S")
            }
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
