import Foundation

/// A directory's entries as the file system stores them: names as bytes, with the kind `readdir`
/// reports. Foundation's listing drops a name that is not valid UTF-8 without a word; a walk that
/// must say what it left out reads the bytes itself (and saves a `stat` per entry where the file
/// system reports the kind).
public struct DirectoryListing {
    public enum Kind: Sendable {
        case file, directory, symbolicLink, other
        /// The file system did not say (`DT_UNKNOWN`): ask `stat`.
        case unknown
    }

    public struct Entry {
        /// The name's bytes, exactly as stored.
        public var bytes: [UInt8]
        public var kind: Kind
        /// The name as text, or nil when its bytes are not valid UTF-8 (no Swift `String` can
        /// name such a file without changing its bytes).
        public var name: String? {
            let decoded = String(decoding: bytes, as: UTF8.self)
            return decoded.utf8.elementsEqual(bytes) ? decoded : nil
        }
    }

    public var entries: [Entry]

    /// Nil when the directory cannot be opened.
    public init?(_ directory: String) {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            entries.append(Entry(bytes: bytes, kind: Self.kind(Int32(entry.pointee.d_type))))
        }
        self.entries = entries
    }

    private static func kind(_ type: Int32) -> Kind {
        switch type {
        case Int32(DT_REG): .file
        case Int32(DT_DIR): .directory
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_UNKNOWN): .unknown
        default: .other
        }
    }

    /// The entry of `directory` whose name, decoded with U+FFFD for the bytes that are not UTF-8
    /// (as the shell's arguments reach a Swift program), is `decoded` — the file a user named when
    /// its real name is not valid UTF-8. Nil when there is none, or more than one.
    public static func undecodableEntry(in directory: String, decodedAs decoded: String) -> Entry? {
        let matches = DirectoryListing(directory)?.entries.filter { $0.name == nil && String(decoding: $0.bytes, as: UTF8.self) == decoded } ?? []
        return matches.count == 1 ? matches[0] : nil
    }
}
