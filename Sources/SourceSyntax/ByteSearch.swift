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

/// Several needles looked for at once: a migration's gate often has a dozen names, and every gate
/// reads every file of a run, so it must cost next to nothing. Each needle is found through its
/// rarest byte (an upper-case letter, `@`, a rare lower-case letter, rather than `e` or a space):
/// `memchr` runs over the text for that byte, many gigabytes a second, and only its hits are
/// compared with `memcmp`. Needles that share their rare byte share the pass.
public struct ByteSearchSet: Sendable {
    /// Every needle's bytes, one after the other.
    private let bytes: [UInt8]
    /// The distinct rare bytes, each with the needles found through it.
    private let groups: [(anchor: UInt8, needles: [(offset: Int, count: Int, anchorIndex: Int)])]

    public init(_ needles: [String]) {
        var bytes: [UInt8] = []
        var byAnchor: [UInt8: [(offset: Int, count: Int, anchorIndex: Int)]] = [:]
        for needle in Set(needles).sorted() {
            let utf8 = Array(needle.utf8)
            guard !utf8.isEmpty else { continue }
            let anchorIndex = utf8.indices.min { (Self.commonness(utf8[$0]), $0) < (Self.commonness(utf8[$1]), $1) }!
            byAnchor[utf8[anchorIndex], default: []].append((bytes.count, utf8.count, anchorIndex))
            bytes += utf8
        }
        self.bytes = bytes
        self.groups = byAnchor.keys.sorted().map { ($0, byAnchor[$0]!) }
    }

    /// How common a byte is in Swift source, roughly: white space and the most frequent lower-case
    /// letters highest, upper-case letters, digits and rare punctuation low.
    static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case 0x20, 0x0A, 0x09: return 100
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            let frequent = Array("etaoinsrlcdupmfhgy".utf8)
            return frequent.firstIndex(of: byte).map { 90 - $0 } ?? 40
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "\""): return 60
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 20
        default: return 30
        }
    }

    /// Whether any needle occurs in `haystack`.
    public func occurs(in haystack: [UInt8]) -> Bool {
        haystack.withUnsafeBufferPointer { text in
            bytes.withUnsafeBufferPointer { needleBytes in
                guard let base = text.baseAddress, let needleBase = needleBytes.baseAddress else { return false }
                let count = text.count
                for group in groups {
                    var start = 0
                    while start < count {
                        guard let hit = memchr(base + start, Int32(group.anchor), count - start) else { break }
                        let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                        for needle in group.needles {
                            let at = position - needle.anchorIndex
                            if at >= 0, at + needle.count <= count, memcmp(base + at, needleBase + needle.offset, needle.count) == 0 { return true }
                        }
                        start = position + 1
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
