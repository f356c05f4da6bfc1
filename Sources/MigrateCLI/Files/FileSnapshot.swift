import Foundation
import SourceSyntax

/// What a file was when it was read: where it lives on disk, its metadata, and its bytes. `apply`
/// writes over a file only while it is still exactly this, so a save made in an editor during a run
/// is never overwritten.
struct FileSnapshot: Sendable {
    /// The path the file was read from (symbolic links already resolved).
    var path: String
    var bytes: [UInt8]
    var identity: FileIdentity

    /// Reads a regular file in one `open`, taking its identity from the same descriptor, so the
    /// bytes and the metadata describe the same file even if the path is replaced meanwhile.
    /// `O_NONBLOCK` keeps the `open` from waiting on a FIFO that appeared after the inputs were
    /// listed (it changes nothing for a regular file); `fstat` then refuses anything else.
    static func read(_ path: String) throws -> FileSnapshot {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { throw SystemError("read", path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SystemError("read", path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw SystemError("read", path, code: EISDIR) }
        // Token offsets are 32-bit (`Token.maximumFileSize`): refuse what they cannot address.
        guard Int(info.st_size) < Token.maximumFileSize else { throw SystemError("read", path, code: EFBIG) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError("read", path)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count < Token.maximumFileSize else { throw SystemError("read", path, code: EFBIG) }
        }
        return FileSnapshot(path: path, bytes: bytes, identity: FileIdentity(info))
    }

    /// Why the file on disk is no longer what was read, or nil when it still is. Compares the
    /// metadata and then every byte (the bytes are in memory anyway; a hash would only be weaker).
    func changeOnDisk() -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "it was removed or renamed since it was read" }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return "it is no longer a regular file" }
        let now = FileIdentity(info)
        guard now.device == identity.device, now.inode == identity.inode else { return "it was replaced since it was read" }
        guard now.size == identity.size, now.modified == identity.modified else { return "it changed since it was read" }
        guard let current = try? FileSnapshot.read(path), current.bytes == bytes else { return "it changed since it was read" }
        return nil
    }
}

/// The metadata that tells whether a path still names the same, unchanged file.
struct FileIdentity: Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// Modification time in nanoseconds since the epoch.
    var modified: Int64
    var mode: mode_t
    var owner: uid_t
    var group: gid_t
    /// Hard links to the same inode. A rewrite replaces the path, so the other names keep the old text.
    var linkCount: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        mode = info.st_mode
        owner = info.st_uid
        group = info.st_gid
        linkCount = UInt64(info.st_nlink)
    }
}
