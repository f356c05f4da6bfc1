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
        case system(SystemError)

        var description: String {
            switch self {
            case .changedSinceRead(let why): return "not written: \(why); run again to migrate the new text"
            case .appeared(let path): return "not written: \(path) was created by someone else meanwhile"
            case .system(let error): return error.description
            }
        }
    }

    /// A new, private temporary file in `path`'s directory (so a rename stays on one file system).
    private static func openTemporary(beside path: String) throws(Failure) -> (path: String, fd: Int32) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary =
            (directory.isEmpty ? "." : directory) + "/" + temporaryPrefix
            + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))-" + name + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .system(SystemError("create a temporary file for", path)) }
        return (temporary, fd)
    }

    static func replace(_ original: FileSnapshot, with bytes: [UInt8]) throws(Failure) {
        let path = original.path
        let (temporary, fd) = try openTemporary(beside: path)
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }
        do {
            defer { close(fd) }
            try writeAll(bytes, to: fd, path: path)
            // Owner first: changing the owner may clear set-id bits that the mode then restores.
            _ = fchown(fd, original.identity.owner, original.identity.group)
            guard fchmod(fd, original.identity.mode & 0o7777) == 0 else { throw Failure.system(SystemError("set the mode of", path)) }
            guard fsync(fd) == 0 else { throw Failure.system(SystemError("flush", path)) }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .system(SystemError("write", path))
        }
        if let why = original.changeOnDisk() { throw .changedSinceRead(why) }
        guard rename(temporary, path) == 0 else { throw .system(SystemError("replace", path)) }
        keepTemporary = true  // it is the file now
    }

    /// Creates `path` with `bytes`, never replacing a file: the bytes go to a flushed temporary file
    /// that is then linked in under the new name, which fails if the name exists meanwhile. So the
    /// file appears complete or not at all.
    static func create(_ path: String, with bytes: [UInt8], mode: mode_t = 0o644) throws(Failure) {
        let (temporary, fd) = try openTemporary(beside: path)
        defer { unlink(temporary) }
        do {
            defer { close(fd) }
            try writeAll(bytes, to: fd, path: path)
            // The process umask applies to an ordinary create; it applies here too.
            let mask = umask(0)
            umask(mask)
            guard fchmod(fd, mode & ~mask) == 0 else { throw Failure.system(SystemError("set the mode of", path)) }
            guard fsync(fd) == 0 else { throw Failure.system(SystemError("flush", path)) }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .system(SystemError("write", path))
        }
        if link(temporary, path) != 0 {
            if errno == EEXIST { throw .appeared(path) }
            throw .system(SystemError("create", path))
        }
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
