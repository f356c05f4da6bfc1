import Testing

@testable import PatchPrinter

/// A seeded generator, so a failing random case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct LineDiffTests {
    /// A file of `count` lines drawn from a few distinct ones, so that matches are frequent and
    /// ambiguous; sometimes without a final newline.
    static func randomFile(_ count: Int, alphabet: Int, using random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes += Array("line \(Int.random(in: 0..<alphabet, using: &random))\n".utf8) }
        if !bytes.isEmpty, Bool.random(using: &random) { bytes.removeLast() }
        return bytes
    }

    /// The edit script must walk both files in order: same + deleted lines spell the old file,
    /// same + inserted lines the new one, and the indices say where each line sits.
    static func expectValidScript(_ diff: LineDiff, old: [UInt8], new: [UInt8]) {
        var oldSide: [UInt8] = []
        var newSide: [UInt8] = []
        var oldIndex = 0
        var newIndex = 0
        for line in diff.lines {
            #expect(line.oldIndex == oldIndex && line.newIndex == newIndex)
            if line.operation != .insert {
                oldSide += line.bytes
                oldIndex += 1
            }
            if line.operation != .delete {
                newSide += line.bytes
                newIndex += 1
            }
        }
        #expect(oldSide == old)
        #expect(newSide == new)
    }

    /// The fewest deleted plus inserted lines, from the longest common subsequence (quadratic DP).
    static func minimalEdits(old: [UInt8], new: [UInt8]) -> Int {
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func id(_ line: ArraySlice<UInt8>) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let a = LineDiff.split(old).map(id)
        let b = LineDiff.split(new).map(id)
        var previous = [Int](repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            var row = [Int](repeating: 0, count: b.count + 1)
            for j in 0..<b.count {
                row[j + 1] = a[i] == b[j] ? previous[j] + 1 : max(previous[j + 1], row[j])
            }
            previous = row
        }
        return a.count + b.count - 2 * previous[b.count]
    }

    static func edits(_ diff: LineDiff) -> Int { diff.lines.filter { $0.operation != .same }.count }

    @Test func randomInputsGiveMinimalValidScripts() {
        var random = SplitMix64(state: 1)
        for _ in 0..<2000 {
            let alphabet = Int.random(in: 1...6, using: &random)
            let old = Self.randomFile(Int.random(in: 0...25, using: &random), alphabet: alphabet, using: &random)
            let new = Self.randomFile(Int.random(in: 0...25, using: &random), alphabet: alphabet, using: &random)
            let diff = LineDiff(old: old, new: new)
            Self.expectValidScript(diff, old: old, new: new)
            #expect(Self.edits(diff) == Self.minimalEdits(old: old, new: new), "old: \(old) new: \(new)")
        }
    }

    /// Edits of a longer file, as a migration makes them: runs of changed lines between unchanged ones.
    @Test func scatteredEditsGiveMinimalValidScripts() {
        var random = SplitMix64(state: 2)
        for _ in 0..<100 {
            let old = Self.randomFile(300, alphabet: 1000, using: &random)
            var lines = LineDiff.split(old).map(Array.init)
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let at = Int.random(in: 0...lines.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where at < lines.count: lines.remove(at: at)
                case 1 where at < lines.count: lines[at] = Array("changed \(at)\n".utf8)
                default: lines.insert(Array("inserted \(at)\n".utf8), at: at)
                }
            }
            let new = lines.flatMap { $0 }
            let diff = LineDiff(old: old, new: new)
            Self.expectValidScript(diff, old: old, new: new)
            #expect(Self.edits(diff) == Self.minimalEdits(old: old, new: new))
        }
    }

    /// Past the work limit the search falls back to "delete the rest, insert the rest": still a
    /// correct script, only a longer one.
    @Test(arguments: [0, 1, 5, 40])
    func exhaustedWorkLimitStillGivesValidScripts(workLimit: Int) {
        var random = SplitMix64(state: 3)
        var sawFallback = false
        for _ in 0..<500 {
            let alphabet = Int.random(in: 1...6, using: &random)
            let old = Self.randomFile(Int.random(in: 0...40, using: &random), alphabet: alphabet, using: &random)
            let new = Self.randomFile(Int.random(in: 0...40, using: &random), alphabet: alphabet, using: &random)
            let diff = LineDiff(old: old, new: new, workLimit: workLimit)
            Self.expectValidScript(diff, old: old, new: new)
            if Self.edits(diff) > Self.minimalEdits(old: old, new: new) { sawFallback = true }
        }
        #expect(sawFallback)
    }

    @Test func fallbackKeepsCommonPrefixAndSuffix() {
        let old = Array("head\na\nb\nc\ntail\n".utf8)
        let new = Array("head\nc\nb\na\ntail\n".utf8)
        let diff = LineDiff(old: old, new: new, workLimit: 0)
        #expect(diff.lines.map(\.operation) == [.same, .delete, .delete, .delete, .insert, .insert, .insert, .same])
    }

    @Test func deletionsComeBeforeInsertions() {
        let diff = LineDiff(old: Array("a\nb\nc\n".utf8), new: Array("a\nB\nc\n".utf8))
        #expect(diff.lines.map(\.operation) == [.same, .delete, .insert, .same])
    }

    @Test func emptySides() {
        #expect(LineDiff(old: [], new: []).lines.isEmpty)
        #expect(LineDiff(old: [], new: Array("x\ny".utf8)).lines.map(\.operation) == [.insert, .insert])
        #expect(LineDiff(old: Array("x\ny".utf8), new: []).lines.map(\.operation) == [.delete, .delete])
    }
}
