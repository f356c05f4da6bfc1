/// A line-level diff (Myers' O(ND) algorithm) between two byte buffers. Lines keep their line
/// endings, so a change from LF to CRLF shows, and a missing final newline is visible.
public struct LineDiff: Sendable {
    public enum Operation: Sendable, Equatable { case same, delete, insert }

    public struct Line: Sendable, Equatable {
        public var operation: Operation
        /// The line's bytes, its line ending included when it has one.
        public var bytes: ArraySlice<UInt8>
        /// 0-based indices into the old and new line arrays.
        public var oldIndex: Int
        public var newIndex: Int
    }

    public let lines: [Line]

    public init(old: [UInt8], new: [UInt8]) {
        let a = LineDiff.split(old)
        let b = LineDiff.split(new)
        lines = LineDiff.diff(a, b)
    }

    public var hasChanges: Bool { lines.contains { $0.operation != .same } }

    /// Splits after each `\n` (so `\r\n` stays whole); the last line may lack a line ending.
    static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            lines.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    static func diff(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Line] {
        // Common prefix and suffix are cheap and usually most of a file.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }

        var result: [Line] = []
        for i in 0..<prefix { result.append(Line(operation: .same, bytes: a[i], oldIndex: i, newIndex: i)) }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        for line in myers(middleA, middleB) {
            var shifted = line
            shifted.oldIndex += prefix
            shifted.newIndex += prefix
            result.append(shifted)
        }
        for k in 0..<suffix {
            let i = a.count - suffix + k, j = b.count - suffix + k
            result.append(Line(operation: .same, bytes: a[i], oldIndex: i, newIndex: j))
        }
        return result
    }

    /// Myers' greedy shortest edit script, with a trace of each round's frontier for backtracking.
    static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Line] {
        let n = a.count, m = b.count
        if n == 0 { return b.indices.map { Line(operation: .insert, bytes: b[$0], oldIndex: 0, newIndex: $0) } }
        if m == 0 { return a.indices.map { Line(operation: .delete, bytes: a[$0], oldIndex: $0, newIndex: 0) } }
        // Compare line hashes first: most comparisons are between different lines.
        let ha = a.map { $0.hashValue }, hb = b.map { $0.hashValue }
        let maxD = n + m
        let offset = maxD
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        outer: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, ha[x] == hb[y], a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { trace.append(v); break outer }
            }
        }
        // Walk the trace backwards to recover the script.
        var lines: [Line] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let prevK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let prevX = v[offset + prevK], prevY = prevX - prevK
            while x > prevX, y > prevY {
                x -= 1; y -= 1
                lines.append(Line(operation: .same, bytes: a[x], oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == prevX {
                    y -= 1
                    lines.append(Line(operation: .insert, bytes: b[y], oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    lines.append(Line(operation: .delete, bytes: a[x], oldIndex: x, newIndex: y))
                }
            }
        }
        return lines.reversed()
    }
}
