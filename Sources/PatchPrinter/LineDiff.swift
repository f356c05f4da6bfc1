/// A line-level diff between two byte buffers (Myers' algorithm in linear space, see `LinearSpaceMyers`).
/// Lines keep their line endings, so a change from LF to CRLF shows, and a missing final newline is visible.
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
        self.init(old: old, new: new, workLimit: nil)
    }

    /// `workLimit` overrides the search budget (see `LinearSpaceMyers`), so tests can force the fallback.
    init(old: [UInt8], new: [UInt8], workLimit: Int?) {
        lines = LineDiff.diff(LineDiff.split(old), LineDiff.split(new), workLimit: workLimit)
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

    static func diff(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], workLimit: Int?) -> [Line] {
        // Common prefix and suffix are cheap and usually most of a file.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = prefix..<(a.count - suffix)
        let middleB = prefix..<(b.count - suffix)

        // Hash each middle line once into an id, so the search compares integers, not bytes.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func id(_ line: ArraySlice<UInt8>) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let changes = changedLines(middleA.map { id(a[$0]) }, middleB.map { id(b[$0]) }, distinctLines: ids.count, workLimit: workLimit)

        // Walk both files; within a change, deletions come before insertions, as diff(1) prints them.
        func isDeleted(_ i: Int) -> Bool { middleA.contains(i) && changes.deleted[i - prefix] }
        func isInserted(_ j: Int) -> Bool { middleB.contains(j) && changes.inserted[j - prefix] }
        var result: [Line] = []
        result.reserveCapacity(a.count + b.count - prefix - suffix)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if isDeleted(i) {
                result.append(Line(operation: .delete, bytes: a[i], oldIndex: i, newIndex: j))
                i += 1
            } else if isInserted(j) {
                result.append(Line(operation: .insert, bytes: b[j], oldIndex: i, newIndex: j))
                j += 1
            } else {
                result.append(Line(operation: .same, bytes: a[i], oldIndex: i, newIndex: j))
                i += 1
                j += 1
            }
        }
        return result
    }

    /// Which lines a shortest edit script deletes from `a` and inserts into `b` (line ids below
    /// `distinctLines`). A line found on one side only can never match, so it is marked right away
    /// and left out of the search: the script stays minimal, and a rewrite that changes every line
    /// into a new one costs no search at all.
    static func changedLines(_ a: [Int], _ b: [Int], distinctLines: Int, workLimit: Int?) -> (deleted: [Bool], inserted: [Bool]) {
        var inA = [Bool](repeating: false, count: distinctLines)
        var inB = inA
        for line in a { inA[line] = true }
        for line in b { inB[line] = true }
        let keptA = a.indices.filter { inB[a[$0]] }
        let keptB = b.indices.filter { inA[b[$0]] }
        let search = LinearSpaceMyers(a: keptA.map { a[$0] }, b: keptB.map { b[$0] }, workLimit: workLimit)

        var deleted = [Bool](repeating: true, count: a.count)
        var inserted = [Bool](repeating: true, count: b.count)
        for (k, i) in keptA.enumerated() { deleted[i] = search.deleted[k] }
        for (k, j) in keptB.enumerated() { inserted[j] = search.inserted[k] }
        return (deleted, inserted)
    }
}
