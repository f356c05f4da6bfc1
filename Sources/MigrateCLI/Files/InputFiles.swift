import Foundation
import MigrationKit
import PatchPrinter

/// The files a run reads, from the paths a user gave: directories searched recursively, files named
/// explicitly, symbolic links followed only to files inside the inputs.
struct InputFiles {
    struct File {
        /// Where the bytes are read and written: symbolic links resolved.
        var path: String
        /// As shown in diffs and diagnostics: relative to the working directory when below it.
        var display: String
    }

    var files: [File] = []
    /// Inputs left alone, with the reason (a link pointing outside the inputs, say), for notes.
    var skipped: [(path: String, reason: String)] = []
    /// Paths that do not exist or cannot be listed, with the OS reason.
    var unreadable: [String] = []
    /// Objective-C files and Xcode projects under the directories given (found on the same walk).
    var objc: [String] = []
    /// Core Data model bundles and storyboards/xibs under the directories given (the same walk).
    var modelBundles: [String] = []
    var interfaceBuilder: [String] = []

    /// - Parameter forceSwift: migrate explicitly named files whatever their extension.
    /// - Parameter enclosingProjects: also read the Xcode projects in the folders above the paths.
    init(paths: [String], workingDirectory: String, forceSwift: Bool, enclosingProjects: Bool = true) throws {
        let base = Self.realPath(workingDirectory) ?? workingDirectory
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).standardizedFileURL.path
        }
        func display(_ real: String) -> String {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            return real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : real
        }
        func display(bytes path: [UInt8]) -> String {
            let prefix = Array((base.hasSuffix("/") ? base : base + "/").utf8)
            return GitPath.shown(path.starts(with: prefix) ? Array(path.dropFirst(prefix.count)) : path)
        }

        var directoryRoots: [String] = []
        var namedFiles: Set<String> = []
        var candidates: [String] = []
        for given in paths {
            let path = absolute(given)
            var info = stat()
            guard lstat(path, &info) == 0 else {
                // The shell passed bytes that are not UTF-8, and Swift received them with U+FFFD
                // in their place: the file exists, under a name no `String` path can open.
                let folder = (path as NSString).deletingLastPathComponent
                if given.contains("\u{FFFD}"), let entry = DirectoryListing.undecodableEntry(in: folder, decodedAs: (path as NSString).lastPathComponent) {
                    skipped.append((display(bytes: Array((folder.hasSuffix("/") ? folder : folder + "/").utf8) + entry.bytes), Self.undecodableReason))
                } else {
                    unreadable.append(SystemError("read", given).description)
                }
                continue
            }
            var target = stat()
            let isDirectory = stat(path, &target) == 0 && (target.st_mode & S_IFMT) == S_IFDIR
            if isDirectory {
                let found = SourceDiscovery.swiftFiles(in: [path])
                unreadable += found.missing.map { "cannot read \($0)" }
                skipped += found.undecodable.map { (display(bytes: $0), Self.undecodableReason) }
                candidates += found.files
                objc += found.objc
                modelBundles += found.modelBundles
                interfaceBuilder += found.interfaceBuilder
                if let real = Self.realPath(path) { directoryRoots.append(real.hasSuffix("/") ? real : real + "/") }
                continue
            }
            guard forceSwift || given.hasSuffix(".swift") else {
                throw UsageError("\(given) is not a Swift file; name .swift files or directories (or pass --force-language swift)")
            }
            candidates.append(path)
            if (info.st_mode & S_IFMT) != S_IFLNK, let real = Self.realPath(path) { namedFiles.insert(real) }
        }

        // The Xcode project a run inside it belongs to: migrating `App/Sources` still keeps
        // `App.xcodeproj` in step with the files it creates and deletes.
        if enclosingProjects { objc += Self.enclosingProjects(of: paths.map(absolute)) }
        objc = Array(Set(objc)).sorted()

        var seen: Set<String> = []
        for candidate in candidates {
            guard let real = Self.realPath(candidate) else {
                skipped.append((display(candidate), "a symbolic link to a file that does not exist"))
                continue
            }
            if Self.isSymbolicLink(candidate) {
                let inside = namedFiles.contains(real) || directoryRoots.contains { real.hasPrefix($0) }
                guard inside else {
                    skipped.append((display(candidate), "a symbolic link to \(real), which is outside the inputs; name the target to migrate it"))
                    continue
                }
            }
            // A FIFO, socket or device named `*.swift` is never opened: opening a FIFO blocks
            // until someone writes to it, and a device's bytes are not source.
            if let kind = Self.specialKind(real) {
                skipped.append((display(candidate), "not a regular file (\(kind))"))
                continue
            }
            guard seen.insert(real).inserted else { continue }
            files.append(File(path: real, display: display(real)))
        }
        files.sort { $0.display < $1.display }
        objc.removeAll { path in
            guard let kind = Self.specialKind(path) else { return false }
            skipped.append((display(path), "not a regular file (\(kind))"))
            return true
        }
    }

    static let undecodableReason =
        "its name is not valid UTF-8, which Xcode and APFS cannot hold and this tool cannot open; rename it (git shows the bytes as quoted here) to migrate it"

    /// What a path is when it is not a regular file or a directory (symbolic links followed), or
    /// nil. Asked with `stat`, which never opens the file.
    static func specialKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return nil
        }
    }

    /// `*.xcodeproj/project.pbxproj` in the folders above the given paths, up to the folder that
    /// holds `.git` (at most eight levels): the walk below each path finds those inside it.
    static func enclosingProjects(of paths: [String]) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        var visited: Set<String> = []
        for path in paths {
            var folder = (path as NSString).deletingLastPathComponent
            for _ in 0..<8 {
                guard !folder.isEmpty, visited.insert(folder).inserted else { break }
                let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
                for entry in entries where entry.hasSuffix(".xcodeproj") && entry != "Pods.xcodeproj" {
                    let file = folder + (folder.hasSuffix("/") ? "" : "/") + entry + "/project.pbxproj"
                    if manager.fileExists(atPath: file) { found.append(file) }
                }
                if entries.contains(".git") || folder == "/" { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return found
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the file itself is a link (not merely reached through a linked ancestor directory,
    /// such as macOS's /tmp, which is harmless).
    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}
