import SourceSyntax

/// `// swift-migrate:disable <id|all>` (from there to the end of the file) and
/// `// swift-migrate:disable-next-line <id|all>` comments. An id is a migration id (`xctest`) or a
/// rule id (`xctest.assert`); several may be separated by commas or spaces.
struct Suppressions {
    struct Directive {
        var ids: Set<String>
        var offset: Int
        var line: Int
        var nextLineOnly: Bool
    }

    private(set) var directives: [Directive] = []

    init(_ file: SourceFile) {
        let marker = Array("swift-migrate:disable".utf8)
        guard ByteSearch.firstOffset(of: marker, in: file.bytes) != nil else { return }
        for token in file.tokens {
            for range in [token.leadingTriviaRange, token.trailingTriviaRange] where !range.isEmpty {
                var searchStart = range.lowerBound
                while let foundStart = ByteSearch.firstOffset(of: marker, in: file.bytes, range: searchStart..<range.upperBound) {
                    let found = foundStart..<(foundStart + marker.count)
                    var i = found.upperBound
                    let nextLine = file.bytes[i...].starts(with: Array("-next-line".utf8))
                    if nextLine { i += 10 }
                    var end = i
                    while end < range.upperBound, file.bytes[end] != 0x0A, file.bytes[end] != 0x0D, !file.bytes[end...].starts(with: [0x2A, 0x2F]) { end += 1 }
                    let ids = String(decoding: file.bytes[i..<end], as: UTF8.self)
                        .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
                    directives.append(Directive(ids: Set(ids.isEmpty ? ["all"] : ids), offset: found.lowerBound,
                                                line: file.location(ofByte: found.lowerBound).line, nextLineOnly: nextLine))
                    searchStart = end
                }
            }
        }
    }

    private func names(_ rule: String, _ migration: String) -> Set<String> { ["all", migration, rule] }

    func disablesAll(_ migration: String) -> Bool {
        directives.contains { !$0.nextLineOnly && $0.line == 1 && !$0.ids.isDisjoint(with: ["all", migration]) }
    }

    func suppresses(_ rule: String, migration: String, atByte offset: Int, in file: SourceFile) -> Bool {
        guard !directives.isEmpty else { return false }
        return suppresses(rule, migration: migration, line: file.location(ofByte: offset).line, offset: offset)
    }

    func suppresses(_ rule: String, migration: String, line: Int, offset: Int? = nil) -> Bool {
        let ids = names(rule, migration)
        return directives.contains { directive in
            guard !directive.ids.isDisjoint(with: ids) else { return false }
            if directive.nextLineOnly { return line == directive.line + 1 }
            if let offset { return offset >= directive.offset }
            return line >= directive.line
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
