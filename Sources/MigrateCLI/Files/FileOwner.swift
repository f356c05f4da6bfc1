import Foundation

/// Who owns a file. A rewrite is a new file renamed over the old one, so it belongs to whoever
/// runs `apply` unless `fchown` gives it the original's owner, which only root (or, for the group,
/// a member of it) may do. The README promises the owner is kept: when it cannot be, the file is
/// refused with the reason rather than silently changing hands.
struct FileOwner: Equatable {
    var user: uid_t
    var group: gid_t

    init(user: uid_t, group: gid_t) {
        self.user = user
        self.group = group
    }

    init(_ identity: FileIdentity) { self.init(user: identity.owner, group: identity.group) }

    /// The owner of an open file, or nobody (`uid_t.max`) when it cannot be read.
    init(descriptor fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            self.init(user: .max, group: .max)
            return
        }
        self.init(user: info.st_uid, group: info.st_gid)
    }

    /// Why the rewritten file (owned by `written` after trying to give it `original`'s owner) may
    /// not replace the original, or nil when it may.
    static func refusal(original: FileOwner, written: FileOwner, allowChange: Bool) -> String? {
        guard original != written, !allowChange else { return nil }
        var lost: [String] = []
        if original.user != written.user { lost.append("owned by user \(original.user)") }
        if original.group != written.group { lost.append("in group \(original.group)") }
        return "it is \(lost.joined(separator: " and ")), which this user cannot give to a rewritten file; "
            + "run as its owner, or pass --allow-owner-change to let the rewrite belong to user \(written.user), group \(written.group)"
    }
}
