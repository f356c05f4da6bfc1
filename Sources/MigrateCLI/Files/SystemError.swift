import Foundation

/// An operating-system failure with the errno name and the OS's words for it ("EACCES: Permission
/// denied"), so a user can tell a read-only volume from a permission problem.
struct SystemError: Error, CustomStringConvertible {
    var operation: String
    var path: String
    var code: Int32

    init(_ operation: String, _ path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    var reason: String {
        let words = String(cString: strerror(code))
        return Self.names[code].map { "\($0): \(words)" } ?? words
    }

    var description: String { "cannot \(operation) \(path) (\(reason))" }

    private static let names: [Int32: String] = [
        EACCES: "EACCES", EPERM: "EPERM", EROFS: "EROFS", ENOSPC: "ENOSPC", ENOENT: "ENOENT", EISDIR: "EISDIR",
        ENOTDIR: "ENOTDIR", EEXIST: "EEXIST", EXDEV: "EXDEV", EBUSY: "EBUSY", ELOOP: "ELOOP", EDQUOT: "EDQUOT",
        EIO: "EIO", EMFILE: "EMFILE", ENFILE: "ENFILE", ETXTBSY: "ETXTBSY", ENAMETOOLONG: "ENAMETOOLONG",
    ]
}
