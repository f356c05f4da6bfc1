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

/// Several needles looked for in one pass: a migration's gate often has a dozen names, and a search
/// per name reads a file that has none of them a dozen times.
public struct ByteSearchSet: Sendable {
    /// Needles by their first byte.
    private let byFirstByte: [[[UInt8]]]
    /// Whether some needle starts with the byte: the one lookup most bytes need.
    private let starts: [Bool]

    public init(_ needles: [String]) {
        var buckets = [[[UInt8]]](repeating: [], count: 256)
        for needle in needles {
            let bytes = Array(needle.utf8)
            if let first = bytes.first { buckets[Int(first)].append(bytes) }
        }
        byFirstByte = buckets
        starts = buckets.map { !$0.isEmpty }
    }

    /// Whether any needle occurs in `bytes`.
    public func occurs(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            starts.withUnsafeBufferPointer { starts in
                let count = haystack.count
                for i in 0..<count where starts[Int(haystack[i])] {
                    for needle in byFirstByte[Int(haystack[i])] where i + needle.count <= count {
                        var k = 1
                        while k < needle.count && haystack[i + k] == needle[k] { k += 1 }
                        if k == needle.count { return true }
                    }
                }
                return false
            }
        }
    }
}

extension SourceFile {
    /// Whether the file's bytes contain `text` anywhere (code, strings or comments).
    public func contains(_ text: String) -> Bool {
        ByteSearch.firstOffset(of: Array(text.utf8), in: bytes) != nil
    }

    /// Whether the file's bytes contain any of the set's needles.
    public func containsAny(_ needles: ByteSearchSet) -> Bool {
        needles.occurs(in: bytes)
    }
}
