import MigrationKit

/// Renders a unified diff that `git apply` and `patch -p1` accept: `--- a/path` / `+++ b/path`
/// headers, hunks with 3 lines of context, and `\ No newline at end of file` where it applies.
public struct UnifiedDiff: Sendable {
    public var contextLines = 3
    public var color = false

    public init(contextLines: Int = 3, color: Bool = false) {
        self.contextLines = contextLines
        self.color = color
    }

    /// The patch for one outcome: a rewrite, or a deletion in git's form (`deleted file mode`,
    /// `+++ /dev/null`), which `git apply` turns into removing the file.
    public func render(_ outcome: FileOutcome) -> String {
        guard outcome.status == .deleted else { return render(path: outcome.path, old: outcome.original, new: outcome.rewritten) }
        let body = render(path: outcome.path, old: outcome.original, new: [])
        let hunks = body.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).last.map(String.init) ?? ""
        return paint("diff --git a/\(outcome.path) b/\(outcome.path)\ndeleted file mode 100644\n--- a/\(outcome.path)\n+++ /dev/null\n", Style.bold)
            + (outcome.original.isEmpty ? "" : hunks)
    }

    /// The patch for one file, or "" when nothing changed.
    public func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        guard old != new else { return "" }
        let diff = LineDiff(old: old, new: new)
        var out = paint("--- a/\(path)\n+++ b/\(path)\n", Style.bold)
        for hunk in hunks(diff.lines) {
            out += paint(header(hunk, diff.lines), Style.cyan)
            for line in diff.lines[hunk] {
                let marker: String, style: String?
                switch line.operation {
                case .same: marker = " "; style = nil
                case .delete: marker = "-"; style = Style.red
                case .insert: marker = "+"; style = Style.green
                }
                var text = String(decoding: line.bytes, as: UTF8.self)
                let hasNewline = line.bytes.last == 0x0A
                if hasNewline { text.removeLast() }  // "\r\n" is one Character; both go
                if hasNewline, line.bytes.count >= 2, line.bytes[line.bytes.endIndex - 2] == 0x0D { text += "\r" }
                out += style.map { paint(marker + text, $0) } ?? (marker + text)
                out += "\n"
                if !hasNewline { out += "\\ No newline at end of file\n" }
            }
        }
        return out
    }

    /// Groups changed lines with their context into hunks (ranges of `lines`).
    func hunks(_ lines: [LineDiff.Line]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        var i = 0
        while i < lines.count {
            guard lines[i].operation != .same else { i += 1; continue }
            var start = max(0, i - contextLines)
            var end = i
            // Extend while the next change is within 2×context of the last one.
            var lastChange = i
            while end < lines.count {
                if lines[end].operation != .same { lastChange = end }
                if end - lastChange > 2 * contextLines { break }
                end += 1
            }
            end = min(lines.count, lastChange + contextLines + 1)
            if let previous = hunks.last, previous.upperBound >= start { start = previous.lowerBound; hunks.removeLast() }
            hunks.append(start..<end)
            i = end
        }
        return hunks
    }

    func header(_ hunk: Range<Int>, _ lines: [LineDiff.Line]) -> String {
        let slice = lines[hunk]
        let oldCount = slice.filter { $0.operation != .insert }.count
        let newCount = slice.filter { $0.operation != .delete }.count
        let first = lines[hunk.lowerBound]
        // An empty side starts at the line before the hunk, as diff(1) writes it.
        let oldStart = oldCount == 0 ? first.oldIndex : first.oldIndex + 1
        let newStart = newCount == 0 ? first.newIndex : first.newIndex + 1
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
    }

    enum Style {
        static let bold = "\u{1B}[1m", red = "\u{1B}[31m", green = "\u{1B}[32m", cyan = "\u{1B}[36m"
    }

    func paint(_ text: String, _ style: String) -> String {
        guard color else { return text }
        // Color each line separately so a pager never carries a color over a line break.
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : style + $0 + "\u{1B}[0m" }.joined(separator: "\n")
    }
}
