import Foundation

/// Which files have uncommitted changes, so `apply` does not mix its edits with a user's unsaved
/// work. Outside a git repository nothing is dirty.
enum GitStatus {
    /// Absolute paths, among `paths`, that git reports as modified, added, renamed or untracked.
    static func dirtyFiles(among paths: [String]) -> Set<String> {
        var byRoot: [String: [String]] = [:]
        for path in paths {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            guard let root = run(["-C", directory, "rev-parse", "--show-toplevel"])?.trimmingCharacters(in: .whitespacesAndNewlines),
                  !root.isEmpty else { continue }
            byRoot[root, default: []].append(path)
        }
        var dirty: Set<String> = []
        for (root, files) in byRoot {
            guard let output = run(["-C", root, "status", "--porcelain=v1", "-z", "--untracked-files=all"]) else { continue }
            let entries = output.split(separator: "\0").map(String.init)
            let changed = Set(entries.compactMap { entry -> String? in
                guard entry.count > 3 else { return nil }
                return URL(fileURLWithPath: root).appendingPathComponent(String(entry.dropFirst(3))).standardizedFileURL.path
            })
            for file in files where changed.contains(URL(fileURLWithPath: file).standardizedFileURL.path) { dirty.insert(file) }
        }
        return dirty
    }

    static func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
