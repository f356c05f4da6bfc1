/// Swift source is UTF-8. A file in UTF-16 or UTF-32 (some Windows editors write them) would be
/// read as junk and rewritten as junk, so it is refused with its encoding named instead.
enum TextEncoding {
    /// The name of the file's encoding when it is one swift-migrate does not read, or nil.
    static func unsupported(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (little-endian)" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
        // Without a byte-order mark: ASCII text in UTF-16 has a zero byte beside every character.
        let head = bytes.prefix(64)
        guard head.count >= 4 else { return nil }
        let evenZeros = stride(from: head.startIndex, to: head.endIndex, by: 2).filter { head[$0] == 0 }.count
        let oddZeros = stride(from: head.startIndex + 1, to: head.endIndex, by: 2).filter { head[$0] == 0 }.count
        let pairs = head.count / 2
        if oddZeros == pairs, evenZeros == 0 { return "UTF-16 (little-endian)" }
        if evenZeros == pairs, oddZeros == 0 { return "UTF-16 (big-endian)" }
        return nil
    }

    static func refusal(_ encoding: String) -> String {
        "unsupported encoding: \(encoding); swift-migrate reads UTF-8 only (convert with `iconv -f UTF-16 -t UTF-8`)"
    }
}
