import MigrationKit

/// Writes a unified diff that `git apply` and `patch -p1` accept: a `diff --git` header, `--- a/path` /
/// `+++ b/path` (file names quoted as git quotes them), hunks with 3 lines of context, and
/// `\ No newline at end of file` where it applies. The patch is bytes: line content is copied from
/// the files as is, so lines that are not valid UTF-8 survive.
public struct UnifiedDiff: Sendable {
    public var contextLines = 3
    public var color = false
    /// Overrides the line diff's work cap, so tests can make it fall back.
    var workLimit: Int?

    public init(contextLines: Int = 3, color: Bool = false) {
        self.contextLines = contextLines
        self.color = color
    }

    /// The patch for one outcome: a rewrite, or a deletion in git's form (`deleted file mode`,
    /// `+++ /dev/null`), which `git apply` turns into removing the file.
    public func patch(_ outcome: FileOutcome) -> [UInt8] {
        let path = Array(outcome.path.utf8)
        switch outcome.status {
        case .deleted: return deletionPatch(pathBytes: path, old: outcome.original)
        case .created: return creationPatch(pathBytes: path, new: outcome.rewritten)
        default: return patch(pathBytes: path, old: outcome.original, new: outcome.rewritten)
        }
    }

    /// The patch that rewrites one file, or nothing when the contents are equal.
    public func patch(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        patch(pathBytes: Array(path.utf8), old: old, new: new)
    }

    /// Same, for a file name given as bytes, which need not be UTF-8.
    public func patch(pathBytes: [UInt8], old: [UInt8], new: [UInt8]) -> [UInt8] {
        guard old != new else { return [] }
        return patch(pathBytes: pathBytes, old: old, new: new, deleting: false)
    }

    /// The patch that deletes a file whose content is `old`.
    public func deletionPatch(pathBytes: [UInt8], old: [UInt8]) -> [UInt8] {
        patch(pathBytes: pathBytes, old: old, new: [], deleting: true)
    }

    /// The patch that creates a file with content `new`, in git's form (`new file mode`,
    /// `--- /dev/null`), which `git apply` and `patch -p1` turn into creating the file.
    public func creationPatch(pathBytes: [UInt8], new: [UInt8]) -> [UInt8] {
        patch(pathBytes: pathBytes, old: [], new: new, deleting: false, creating: true)
    }

    private func patch(pathBytes: [UInt8], old: [UInt8], new: [UInt8], deleting: Bool, creating: Bool = false) -> [UInt8] {
        let oldLabel = GitPath.label(pathBytes, prefix: "a/")
        let newLabel = GitPath.label(pathBytes, prefix: "b/")
        var out = PatchWriter(color: color)
        out.header(Array("diff --git ".utf8) + oldLabel + [UInt8(ascii: " ")] + newLabel)
        if deleting { out.header(Array("deleted file mode 100644".utf8)) }
        if creating {
            out.header(Array("new file mode 100644".utf8))
            out.header(Array("--- /dev/null".utf8))
        } else {
            out.header(Array("--- ".utf8) + oldLabel, terminator: GitPath.headerTerminator(oldLabel))
        }
        if deleting {
            out.header(Array("+++ /dev/null".utf8))
        } else {
            out.header(Array("+++ ".utf8) + newLabel, terminator: GitPath.headerTerminator(newLabel))
        }
        let lines = LineDiff(old: old, new: new, workLimit: workLimit).lines
        for hunk in hunks(lines) {
            out.hunkHeader(header(hunk, lines))
            for line in lines[hunk] { out.line(line) }
        }
        return out.bytes
    }

    /// The patch as text, for display and JSON. Bytes that are not UTF-8 become U+FFFD, so write
    /// `patch(_:)` instead wherever the patch will be applied.
    public func render(_ outcome: FileOutcome) -> String {
        String(decoding: patch(outcome), as: UTF8.self)
    }

    /// The patch for one file as text, or "" when nothing changed (see `render(_:)`).
    public func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        String(decoding: patch(path: path, old: old, new: new), as: UTF8.self)
    }

    /// Groups changed lines with their context into hunks (ranges of `lines`).
    func hunks(_ lines: [LineDiff.Line]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        var i = 0
        while i < lines.count {
            guard lines[i].operation != .same else {
                i += 1
                continue
            }
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
            if let previous = hunks.last, previous.upperBound >= start {
                start = previous.lowerBound
                hunks.removeLast()
            }
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
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
    }
}

/// Appends patch lines to a byte buffer, each colored on its own when asked (so a pager never
/// carries a color over a line break) with the reset before anything a tool reads after the text.
private struct PatchWriter {
    enum Style {
        static let bold = "\u{1B}[1m", red = "\u{1B}[31m", green = "\u{1B}[32m", cyan = "\u{1B}[36m", reset = "\u{1B}[0m"
    }

    let color: Bool
    private(set) var bytes: [UInt8] = []

    init(color: Bool) { self.color = color }

    /// A file header line; `terminator` (git's tab after a name with spaces) follows the reset, as git writes it.
    mutating func header(_ text: [UInt8], terminator: [UInt8] = []) {
        start(Style.bold)
        bytes += text
        end(Style.bold)
        bytes += terminator
        bytes.append(0x0A)
    }

    mutating func hunkHeader(_ text: String) {
        start(Style.cyan)
        bytes += text.utf8
        end(Style.cyan)
        bytes.append(0x0A)
    }

    /// One line of a hunk: its marker and its bytes up to, not including, the final `\n` (a `\r`
    /// before it stays), then the line break the patch format needs.
    mutating func line(_ line: LineDiff.Line) {
        let marker: UInt8
        let style: String?
        switch line.operation {
        case .same:
            marker = UInt8(ascii: " ")
            style = nil
        case .delete:
            marker = UInt8(ascii: "-")
            style = Style.red
        case .insert:
            marker = UInt8(ascii: "+")
            style = Style.green
        }
        let hasNewline = line.bytes.last == 0x0A
        start(style)
        bytes.append(marker)
        bytes += hasNewline ? line.bytes.dropLast() : line.bytes
        end(style)
        bytes.append(0x0A)
        if !hasNewline { bytes += "\\ No newline at end of file\n".utf8 }
    }

    private mutating func start(_ style: String?) {
        if color, let style { bytes += style.utf8 }
    }

    private mutating func end(_ style: String?) {
        if color, style != nil { bytes += Style.reset.utf8 }
    }
}
