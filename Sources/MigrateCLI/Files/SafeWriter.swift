import Foundation

/// Replaces files so that no one ever sees one half-written and no one's concurrent edit is lost.
///
/// The new bytes go to a temporary file created with `O_EXCL` in the same directory (same file
/// system), which gets the original's permissions and, when allowed, its owner, and is flushed to
/// disk. Just before the `rename`, the original is checked against the snapshot taken when it was
/// read; if anything differs the temporary file is removed and the original stays as it is. The
/// caller flushes each directory once after its renames (`syncDirectories`), so the new names
/// survive a crash; until then a crash leaves the old, complete files.
enum SafeWriter {
    /// Written temporary files start with this, so an interrupted run's leftovers are recognisable.
    static let temporaryPrefix = ".swift-migrate-"

    enum Failure: Error, CustomStringConvertible {
        /// The file on disk is not what was read: refusing protects someone else's edit.
        case changedSinceRead(String)
        /// A file to create appeared while it was being written.
        case appeared(String)
        /// The rewrite would belong to someone else than the file (see `FileOwner`).
        case ownerNotKept(String)
        case system(SystemError)

        var description: String {
            switch self {
            case .changedSinceRead(let why): return "not written: \(why); run again to migrate the new text"
            case .appeared(let path): return "not written: \(path) was created by someone else meanwhile"
            case .ownerNotKept(let why): return "not written: \(why)"
            case .system(let error): return error.description
            }
        }
    }

    /// A temporary file's name: the prefix, the creating process's id in ten digits and eight
    /// random hex digits. Short and of fixed length whatever the target's name (which may be up to
    /// NAME_MAX bytes itself), and the process id tells a later run whether its creator still runs.
    static func temporaryName() -> String {
        temporaryPrefix + String(format: "%010d-%08x", getpid(), UInt32.random(in: 0...UInt32.max)) + ".tmp"
    }

    /// The process that created a temporary file of this name (this form, or the earlier
    /// `<prefix><pid>-<random>-<name>.tmp`), or nil when it is not one of ours.
    static func creator(ofTemporary name: String) -> Int32? {
        guard name.hasPrefix(temporaryPrefix), name.hasSuffix(".tmp") else { return nil }
        let digits = name.dropFirst(temporaryPrefix.count).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, name.dropFirst(temporaryPrefix.count + digits.count).first == "-" else { return nil }
        return Int32(digits)
    }

    /// Removes, in each directory, the temporary files of runs that no longer run (a `kill -9`
    /// leaves up to one per file in flight). A temporary of a live process is another run's work
    /// in progress and is left alone. Returns how many were removed.
    static func removeStaleTemporaries(in directories: Set<String>) -> Int {
        var removed = 0
        for directory in directories {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory) else { continue }
            for name in names {
                guard let pid = creator(ofTemporary: name), pid != getpid(), !isRunning(pid) else { continue }
                let path = (directory.isEmpty ? "." : directory) + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                if unlink(path) == 0 { removed += 1 }
            }
        }
        return removed
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    /// A new, private temporary file in `path`'s directory (so a rename stays on one file system).
    private static func openTemporary(beside path: String) throws(Failure) -> (path: String, fd: Int32) {
        let directory = (path as NSString).deletingLastPathComponent
        while true {
            let temporary = (directory.isEmpty ? "." : directory) + "/" + temporaryName()
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0, errno == EEXIST { continue }  // a random name already taken: draw again
            guard fd >= 0 else { throw .system(SystemError("create a temporary file for", path)) }
            return (temporary, fd)
        }
    }

    /// New bytes for one path, flushed to a temporary file beside it and not yet in place: the
    /// first half of a write, so that a unit of several files can be staged whole before any of
    /// them replaces anything (`ApplyWriter`), and given up without a trace (`discard`).
    struct Staged: Sendable {
        let temporary: String
        let target: String

        /// Removes the temporary file: nothing of the write remains.
        func discard() { unlink(temporary) }
    }

    /// Writes `bytes` to a new temporary file beside `path`, with `original`'s mode and owner (a
    /// file to create gets `mode` under the umask), flushed to disk.
    /// - Parameter allowOwnerChange: stage even when the file's owner cannot be kept (a non-root
    ///   user rewriting another user's file becomes its owner); otherwise such a file is refused.
    static func stage(
        _ bytes: [UInt8], for path: String, like original: FileSnapshot?, mode: mode_t = 0o644, allowOwnerChange: Bool = false
    )
        throws(Failure) -> Staged
    {
        let (temporary, fd) = try openTemporary(beside: path)
        do {
            defer { close(fd) }
            try writeAll(bytes, to: fd, path: path)
            if let original {
                // Owner first: changing the owner may clear set-id bits that the mode then restores.
                _ = fchown(fd, original.identity.owner, original.identity.group)
                if let refusal = FileOwner.refusal(
                    original: FileOwner(original.identity), written: FileOwner(descriptor: fd), allowChange: allowOwnerChange)
                {
                    throw Failure.ownerNotKept(refusal)
                }
                guard fchmod(fd, original.identity.mode & 0o7777) == 0 else { throw Failure.system(SystemError("set the mode of", path)) }
            } else {
                // The process umask applies to an ordinary create; it applies here too.
                let mask = umask(0)
                umask(mask)
                guard fchmod(fd, mode & ~mask) == 0 else { throw Failure.system(SystemError("set the mode of", path)) }
            }
            guard fsync(fd) == 0 else { throw Failure.system(SystemError("flush", path)) }
        } catch let failure as Failure {
            unlink(temporary)
            throw failure
        } catch {
            unlink(temporary)
            throw .system(SystemError("write", path))
        }
        return Staged(temporary: temporary, target: path)
    }

    /// Puts a staged rewrite in place of `original`, while the file is still exactly what was read;
    /// otherwise the temporary file is removed and the original stays.
    static func commit(_ staged: Staged, over original: FileSnapshot) throws(Failure) {
        if let why = original.changeOnDisk() {
            staged.discard()
            throw .changedSinceRead(why)
        }
        guard rename(staged.temporary, staged.target) == 0 else {
            let error = SystemError("replace", staged.target)
            staged.discard()
            throw .system(error)
        }
    }

    /// Puts a staged new file in place, never over a file: linking fails if the name exists. So
    /// the file appears complete or not at all.
    static func commitNew(_ staged: Staged) throws(Failure) {
        defer { staged.discard() }
        if link(staged.temporary, staged.target) != 0 {
            if errno == EEXIST { throw .appeared(staged.target) }
            throw .system(SystemError("create", staged.target))
        }
    }

    /// `stage` and `commit` in one: a single file, replaced safely.
    static func replace(_ original: FileSnapshot, with bytes: [UInt8], allowOwnerChange: Bool = false) throws(Failure) {
        try commit(stage(bytes, for: original.path, like: original, allowOwnerChange: allowOwnerChange), over: original)
    }

    /// Creates `path` with `bytes`, never replacing a file (`stage` and `commitNew`).
    static func create(_ path: String, with bytes: [UInt8], mode: mode_t = 0o644) throws(Failure) {
        try commitNew(stage(bytes, for: path, like: nil, mode: mode))
    }

    /// Puts back a file this run deleted, with the mode and owner it had.
    static func recreate(_ original: FileSnapshot) throws(Failure) {
        let fd = open(original.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, original.identity.mode & 0o7777)
        guard fd >= 0 else { throw .system(SystemError("restore", original.path)) }
        defer { close(fd) }
        try writeAll(original.bytes, to: fd, path: original.path)
        _ = fchown(fd, original.identity.owner, original.identity.group)
        _ = fchmod(fd, original.identity.mode & 0o7777)
        guard fsync(fd) == 0 else { throw .system(SystemError("flush", original.path)) }
    }

    /// Deletes a file, but only while it is still what was read.
    static func remove(_ original: FileSnapshot) throws(Failure) {
        if let why = original.changeOnDisk() { throw .changedSinceRead(why) }
        guard unlink(original.path) == 0 else { throw .system(SystemError("delete", original.path)) }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .system(SystemError("write", path))
            }
            offset += written
        }
    }

    /// Flushes the directories holding `paths`, each once.
    static func syncDirectories(of paths: [String]) {
        for directory in Set(paths.map { ($0 as NSString).deletingLastPathComponent }) {
            let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            _ = fsync(fd)
            close(fd)
        }
    }
}
