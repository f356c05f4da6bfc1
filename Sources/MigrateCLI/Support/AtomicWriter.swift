import Foundation

/// Writes a file so that it is never seen half-written: the new bytes go to a temporary file in the
/// same directory (same file system), get the original's permissions, and replace it by `rename`.
enum AtomicWriter {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(url.lastPathComponent).swift-migrate-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes),
                                             attributes: attributes.flatMap { $0[.posixPermissions] }.map { [.posixPermissions: $0] }) else {
            throw UsageError("cannot create a temporary file in \(directory)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw UsageError("cannot replace \(path): \(reason)")
        }
    }
}
