#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fast substring search over bytes (memchr for the first byte, then memcmp). Migrations use it as
/// a cheap gate before any tree work (`file.contains("XCTest")`), so it must cost next to nothing.
public enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `bytes[range]`, if any.
    public static func firstOffset(of needle: [UInt8], in bytes: [UInt8], range: Range<Int>? = nil) -> Int? {
        let range = range ?? 0..<bytes.count
        guard let first = needle.first, range.count >= needle.count else { return needle.isEmpty ? range.lowerBound : nil }
        return bytes.withUnsafeBufferPointer { haystack -> Int? in
            needle.withUnsafeBufferPointer { pattern -> Int? in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return nil }
                var start = range.lowerBound
                let lastStart = range.upperBound - needle.count
                while start <= lastStart {
                    guard let hit = memchr(base + start, Int32(first), lastStart - start + 1) else { return nil }
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, patternBase, needle.count) == 0 { return offset }
                    start = offset + 1
                }
                return nil
            }
        }
    }
}

extension SourceFile {
    /// Whether the file's bytes contain `text` anywhere (code, strings or comments).
    public func contains(_ text: String) -> Bool {
        ByteSearch.firstOffset(of: Array(text.utf8), in: bytes) != nil
    }
}
