import SourceSyntax

/// `// swift-migrate:disable <id|all>` (from the comment to the end of the file) and
/// `// swift-migrate:disable-next-line <id|all>` (the next statement or declaration, whatever its
/// line count). An id is a migration id (`xctest`), a rule id (`xctest.assert`) or `all`; several may
/// be separated by commas or spaces.
///
/// Edits are dropped where a directive covers them; a migration that converts a unit as a whole (a
/// test class, an observable type with its views) asks `directive(coveringAnyRuleOf:in:)` and keeps
/// the whole unit as it was.
public struct Suppressions: Sendable {
    /// The rule of notes saying that a comment kept something as it was.
    public static let rule = "engine.suppressed"
    /// The rule of warnings about ids that name nothing.
    public static let unknownRule = "engine.unknown-suppression"

    public struct Directive: Sendable, Hashable {
        public var ids: Set<String>
        /// The bytes of the comment's marker.
        public var offset: Int
        public var line: Int
        public var nextLineOnly: Bool
        /// The token whose leading or trailing trivia holds the comment, for diagnostics.
        public var token: Int
        /// The bytes it covers: from the comment to the end of the file, or the statement or
        /// declaration on the lines after it.
        public var covered: Range<Int>

        /// How notes name it: "`swift-migrate:disable-next-line xctest.assert`". No line number:
        /// notes are matched across the runner's passes by their text, and lines shift between them.
        public var description: String {
            "`swift-migrate:\(nextLineOnly ? "disable-next-line" : "disable") \(ids.sorted().joined(separator: ","))`"
        }

        func names(_ rule: String, migration: String) -> Bool {
            ids.contains("all") || ids.contains(migration) || ids.contains(rule)
        }

        /// Whether `range` touches what the directive covers; an insertion counts at its position.
        func covers(_ range: Range<Int>) -> Bool {
            range.isEmpty ? covered.contains(range.lowerBound) : range.overlaps(covered)
        }
    }

    public private(set) var directives: [Directive] = []

    /// Found through its rarest byte (`-`), not its first (`s`, one byte in fifteen of Swift):
    /// every migration asks for a file's suppressions, and nearly every file has none.
    private static let gate = ByteSearchSet(["swift-migrate:disable"])

    public init(_ file: SourceFile) {
        let marker = Array("swift-migrate:disable".utf8)
        guard file.containsAny(Self.gate) else { return }
        for (index, token) in file.tokens.enumerated() {
            for range in [token.leadingTriviaRange, token.trailingTriviaRange] where !range.isEmpty {
                var searchStart = range.lowerBound
                while let foundStart = ByteSearch.firstOffset(of: marker, in: file.bytes, range: searchStart..<range.upperBound) {
                    var i = foundStart + marker.count
                    let nextLine = file.bytes[i...].starts(with: Array("-next-line".utf8))
                    if nextLine { i += 10 }
                    var end = i
                    while end < range.upperBound, file.bytes[end] != 0x0A, file.bytes[end] != 0x0D, !file.bytes[end...].starts(with: [0x2A, 0x2F]) { end += 1 }
                    let ids = String(decoding: file.bytes[i..<end], as: UTF8.self)
                        .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
                    let line = file.location(ofByte: foundStart).line
                    let covered = nextLine ? Self.nextStatement(after: line, from: index, in: file) : foundStart..<file.bytes.count
                    directives.append(
                        Directive(
                            ids: Set(ids.isEmpty ? ["all"] : ids), offset: foundStart, line: line,
                            nextLineOnly: nextLine, token: index, covered: covered))
                    searchStart = end
                }
            }
        }
    }

    /// The bytes of the statement or declaration starting on the first line after `line` (at or
    /// after token `index`), and the rest of the line it starts on.
    static func nextStatement(after line: Int, from index: Int, in file: SourceFile) -> Range<Int> {
        var first = index
        while first < file.tokens.count - 1, file.location(ofToken: first).line <= line { first += 1 }
        guard first < file.tokens.count - 1 else { return file.bytes.count..<file.bytes.count }
        let statement = file.byteRange(file.statementOrDeclaration(startingAt: first))
        // The whole line too: `a(); b()` after the comment is all disabled, as the name says.
        let line = file.lineRange(containing: statement.lowerBound)
        return statement.lowerBound..<max(statement.upperBound, line.upperBound)
    }

    public var isEmpty: Bool { directives.isEmpty }

    /// Whether the file starts by disabling the whole migration, so it need not run at all.
    public func disablesAll(_ migration: String) -> Bool {
        directives.contains { !$0.nextLineOnly && $0.line == 1 && ($0.ids.contains("all") || $0.ids.contains(migration)) }
    }

    /// The directive that suppresses `rule` somewhere in `range`, if any.
    public func directive(suppressing rule: String, migration: String, in range: Range<Int>) -> Directive? {
        directives.first { $0.names(rule, migration: migration) && $0.covers(range) }
    }

    /// The directive that suppresses any of `migration`'s `rules` somewhere in `range`: what keeps
    /// a unit converted as a whole unconverted. (An id that names no rule disables nothing.)
    public func directive(coveringAnyRuleOf migration: any Migration, in range: Range<Int>) -> Directive? {
        guard !directives.isEmpty else { return nil }
        let ids = Set(migration.rules.map(\.id)).union(["all", migration.id])
        return directives.first { !$0.ids.isDisjoint(with: ids) && $0.covers(range) }
    }

    /// Ids that name no migration or rule, with the directive that names them.
    public func unknownIDs(known: Set<String>) -> [(directive: Directive, id: String)] {
        directives.flatMap { directive in
            directive.ids.subtracting(known.union(["all"])).sorted().map { (directive, $0) }
        }
    }
}

/// Files a generator wrote are not ours to rewrite.
enum GeneratedCode {
    /// The marker found in the file's header comments, if any.
    static func marker(in file: SourceFile) -> String? {
        guard let first = file.tokens.first else { return nil }
        for marker in ["@generated", "DO NOT EDIT"]
        where ByteSearch.firstOffset(of: Array(marker.utf8), in: file.bytes, range: first.leadingTriviaRange) != nil {
            return marker
        }
        return nil
    }
}
