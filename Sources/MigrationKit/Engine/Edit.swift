import SourceSyntax

/// A text replacement against the ORIGINAL bytes of a file. Migrations never mutate the tree; they
/// return edits, and the engine applies them all at once.
public struct Edit: Sendable, Hashable, CustomStringConvertible {
    /// UTF-8 byte offsets into the file the migration was given.
    public var range: Range<Int>
    public var replacement: String
    /// The rule that produced it (`xctest.assert`), counted in the summary.
    public var rule: String

    public init(range: Range<Int>, replacement: String, rule: String) {
        self.range = range
        self.replacement = replacement
        self.rule = rule
    }

    public static func insert(_ text: String, at offset: Int, rule: String) -> Edit {
        Edit(range: offset..<offset, replacement: text, rule: rule)
    }

    /// Replaces the text of tokens `range` (their outer trivia stays).
    public static func replace(_ range: Range<Int>, in file: SourceFile, with text: String, rule: String) -> Edit {
        Edit(range: file.byteRange(range), replacement: text, rule: rule)
    }

    public var description: String { "\(rule) \(range) → \(replacement.debugDescription)" }

    /// An insertion of whole `import` lines (what `SourceFile.addingImport` makes).
    var isImportInsertion: Bool {
        range.isEmpty && replacement.drop { $0 == "\n" || $0 == "\r" }.hasPrefix("import ")
    }
}

/// Applies sorted, non-overlapping edits. Overlapping ones are not applied and are returned, so the
/// caller can report them instead of silently dropping work; the exception is deletions overlapping
/// deletions, which compose (their union goes).
public enum EditApplier {
    public struct Result: Sendable {
        public var bytes: [UInt8]
        public var applied: [Edit]
        public var rejected: [Edit]
    }

    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> Result {
        // Stable sort: edits at the same position keep the order the migrations produced them in,
        // except that an inserted `import` line goes before anything else inserted there: in a
        // file without imports it lands where the first declaration starts, and an attribute
        // added to that declaration (`@Observable`) must stay on the declaration, not the import.
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.element.isImportInsertion ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.element.isImportInsertion ? 0 : 1, $1.offset)
        }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var applied: [Edit] = []
        var rejected: [Edit] = []
        var cursor = 0
        var seen: Set<Edit> = []
        var lastWasDeletion = false
        for edit in sorted {
            // Two rules asking for the same change (say, the same import) make one edit.
            guard seen.insert(edit).inserted else { continue }
            // Overlapping deletions (two adjacent members removed, each with the blank line it owns)
            // mean one thing: delete both ranges.
            if lastWasDeletion, edit.replacement.isEmpty, edit.range.lowerBound < cursor, edit.range.upperBound <= bytes.count {
                cursor = max(cursor, edit.range.upperBound)
                applied.append(edit)
                continue
            }
            // Touching is fine (an insertion right after a replacement); reaching back is an overlap.
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= bytes.count else {
                rejected.append(edit)
                continue
            }
            out.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            // Replacement text built from the file's own text carries its invalid bytes as escapes.
            LosslessText.encode(edit.replacement, into: &out)
            cursor = edit.range.upperBound
            applied.append(edit)
            lastWasDeletion = edit.replacement.isEmpty && !edit.range.isEmpty
        }
        out.append(contentsOf: bytes[cursor...])
        return Result(bytes: out, applied: applied, rejected: rejected)
    }
}
