/// Marks which lines of `a` a shortest edit script deletes and which lines of `b` it inserts, using
/// Myers' linear-space refinement (1986, §4b): find a point on a shortest path by running the search
/// forwards from the start and backwards from the end until they meet ("middle snake"), then solve
/// the two halves the same way. Lines are compared as integer ids (equal lines, equal ids).
///
/// Memory is O(n + m): two frontier arrays and the marks. Work is capped: once `workLimit`
/// diagonal visits and snake steps are spent, each remaining sub-box is marked "delete all, insert
/// all", so time is linear in the input however many lines change, instead of O((n + m) · D).
struct LinearSpaceMyers {
    /// Work per line of input before giving up on a minimal script. A box with edit distance D
    /// costs about D²/4 to split, all its halves together about D²/2, so scripts up to
    /// D ≈ 45 · √(n + m) stay minimal (D ≈ 6,000 for two 10,000-line files). Reaching the cap
    /// costs about half a second for 40,000-line files.
    static let workPerLine = 1000

    /// A sub-problem: turn `a[aLow..<aHigh]` into `b[bLow..<bHigh]`.
    struct Box {
        var aLow: Int, aHigh: Int, bLow: Int, bHigh: Int
    }

    private let a: [Int]
    private let b: [Int]
    private(set) var deleted: [Bool]
    private(set) var inserted: [Bool]
    /// Furthest x reached on each diagonal k = x - y, stored at k + `diagonalOffset`. Forward
    /// paths keep the largest x, backward paths the smallest. One slot of slack on each side for
    /// the sentinels.
    private var forward: [Int]
    private var backward: [Int]
    private let diagonalOffset: Int
    private var workLeft: Int

    init(a: [Int], b: [Int], workLimit: Int? = nil) {
        self.a = a
        self.b = b
        deleted = Array(repeating: false, count: a.count)
        inserted = Array(repeating: false, count: b.count)
        diagonalOffset = b.count + 1
        forward = Array(repeating: 0, count: a.count + b.count + 3)
        backward = forward
        workLeft = workLimit ?? Self.workPerLine * (a.count + b.count)
        solve()
    }

    private mutating func solve() {
        // Boxes wait on an explicit stack rather than the call stack: each split halves the edit
        // distance, so it stays shallow, but the thread's stack size is then never a concern.
        var pending = [Box(aLow: 0, aHigh: a.count, bLow: 0, bHigh: b.count)]
        while var box = pending.popLast() {
            trimCommonEnds(&box)
            guard box.aLow < box.aHigh, box.bLow < box.bHigh, let (x, y) = middlePoint(box) else {
                markReplaced(box)
                continue
            }
            assert(
                (box.aLow...box.aHigh).contains(x) && (box.bLow...box.bHigh).contains(y)
                    && (x, y) != (box.aLow, box.bLow) && (x, y) != (box.aHigh, box.bHigh), "the split must shrink the box")
            pending.append(Box(aLow: x, aHigh: box.aHigh, bLow: y, bHigh: box.bHigh))
            pending.append(Box(aLow: box.aLow, aHigh: x, bLow: box.bLow, bHigh: y))
        }
    }

    private func trimCommonEnds(_ box: inout Box) {
        while box.aLow < box.aHigh, box.bLow < box.bHigh, a[box.aLow] == b[box.bLow] {
            box.aLow += 1
            box.bLow += 1
        }
        while box.aLow < box.aHigh, box.bLow < box.bHigh, a[box.aHigh - 1] == b[box.bHigh - 1] {
            box.aHigh -= 1
            box.bHigh -= 1
        }
    }

    /// Everything left in the box is deleted and inserted: exact when one side is empty, the
    /// fallback when the work budget is spent.
    private mutating func markReplaced(_ box: Box) {
        for i in box.aLow..<box.aHigh { deleted[i] = true }
        for j in box.bLow..<box.bHigh { inserted[j] = true }
    }

    /// A point (x, y) strictly inside `box` that lies on a shortest path through it, or nil when
    /// the work budget runs out first. The box's first and last lines differ on both sides.
    private mutating func middlePoint(_ box: Box) -> (x: Int, y: Int)? {
        // Raw pointers in the hot loop: array bounds and uniqueness checks cost half its time.
        let offset = diagonalOffset
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                forward.withUnsafeMutableBufferPointer { forward in
                    backward.withUnsafeMutableBufferPointer { backward in
                        Self.meet(
                            in: box, a: a.baseAddress!, b: b.baseAddress!, forward: forward.baseAddress! + offset,
                            backward: backward.baseAddress! + offset, workLeft: &workLeft)
                    }
                }
            }
        }
    }

    /// Round d extends every forward path by one edit and its snake, then every backward path.
    /// With an odd difference of diagonals the paths can first meet during a forward round, with
    /// an even one during a backward round (Myers' Lemma 3); either way the meeting point splits
    /// the box into two boxes with smaller edit distances. `forward[k]` and `backward[k]` hold the
    /// furthest x on diagonal k = x - y; k may be negative.
    private static func meet(
        in box: Box, a: UnsafePointer<Int>, b: UnsafePointer<Int>, forward: UnsafeMutablePointer<Int>,
        backward: UnsafeMutablePointer<Int>, workLeft: inout Int
    ) -> (x: Int, y: Int)? {
        let kMin = box.aLow - box.bHigh
        let kMax = box.aHigh - box.bLow
        let forwardStart = box.aLow - box.bLow
        let backwardStart = box.aHigh - box.bHigh
        let meetsForward = (forwardStart - backwardStart) & 1 != 0
        // Sentinels just outside a frontier's diagonal range are never chosen as a predecessor.
        let forwardSentinel = -1
        let backwardSentinel = Int.max
        var fLow = forwardStart
        var fHigh = forwardStart
        var bLow = backwardStart
        var bHigh = backwardStart
        forward[forwardStart] = box.aLow
        backward[backwardStart] = box.aHigh

        while workLeft > 0 {
            // Diagonals visited plus snake steps, charged even when this round finds the meeting.
            var work = 0
            defer { workLeft -= work }
            // Widen by one diagonal on each side, or narrow by one at the box's edge so the
            // frontier keeps this round's parity.
            if fLow > kMin {
                fLow -= 1
                forward[fLow - 1] = forwardSentinel
            } else {
                fLow += 1
            }
            if fHigh < kMax {
                fHigh += 1
                forward[fHigh + 1] = forwardSentinel
            } else {
                fHigh -= 1
            }
            var k = fHigh
            while k >= fLow {
                defer { k -= 2 }
                work += 1
                // One deletion from diagonal k - 1 or one insertion from k + 1, whichever gets further.
                var x = forward[k - 1] >= forward[k + 1] ? forward[k - 1] + 1 : forward[k + 1]
                var y = x - k
                while x < box.aHigh, y < box.bHigh, a[x] == b[y] {
                    x += 1
                    y += 1
                    work += 1
                }
                forward[k] = x
                if meetsForward, k >= bLow, k <= bHigh, backward[k] <= x { return (x, y) }
            }

            if bLow > kMin {
                bLow -= 1
                backward[bLow - 1] = backwardSentinel
            } else {
                bLow += 1
            }
            if bHigh < kMax {
                bHigh += 1
                backward[bHigh + 1] = backwardSentinel
            } else {
                bHigh -= 1
            }
            k = bHigh
            while k >= bLow {
                defer { k -= 2 }
                work += 1
                // Backwards: undo an insertion from diagonal k - 1 or a deletion from k + 1.
                var x = backward[k - 1] < backward[k + 1] ? backward[k - 1] : backward[k + 1] - 1
                var y = x - k
                while x > box.aLow, y > box.bLow, a[x - 1] == b[y - 1] {
                    x -= 1
                    y -= 1
                    work += 1
                }
                backward[k] = x
                if !meetsForward, k >= fLow, k <= fHigh, x <= forward[k] { return (x, y) }
            }
        }
        return nil
    }
}
