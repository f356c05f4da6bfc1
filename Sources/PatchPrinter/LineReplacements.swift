/// A rewrite as replacements of whole lines of the original: each run of changed lines of the
/// line diff (no context lines) is one replacement, the bytes it removes and the bytes it puts
/// there. The SARIF report carries them as a result's `fixes`.
struct LineReplacement: Equatable {
    /// The removed bytes of the original, whole lines with their line endings (empty for a pure insertion).
    var deleted: Range<Int>
    /// What goes in their place, whole lines with their line endings.
    var inserted: [UInt8]

    static func between(_ old: [UInt8], _ new: [UInt8]) -> [LineReplacement] {
        var replacements: [LineReplacement] = []
        var offset = 0
        var current: LineReplacement?
        for line in LineDiff(old: old, new: new).lines {
            switch line.operation {
            case .same:
                if let done = current { replacements.append(done) }
                current = nil
                offset += line.bytes.count
            case .delete:
                let start = current?.deleted.lowerBound ?? offset
                offset += line.bytes.count
                current = LineReplacement(deleted: start..<offset, inserted: current?.inserted ?? [])
            case .insert:
                current = current ?? LineReplacement(deleted: offset..<offset, inserted: [])
                current?.inserted += line.bytes
            }
        }
        if let done = current { replacements.append(done) }
        return replacements
    }
}
