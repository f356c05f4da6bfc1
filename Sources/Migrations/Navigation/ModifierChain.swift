import SourceSyntax

/// The view modifiers written after a view expression: `.a(…).b { … }` following token `end - 1`.
/// Stops at the first token that does not continue the chain (a `#if` in the chain ends it too,
/// so a modifier under a condition is never taken for an unconditional one).
struct ModifierChain {
    struct Modifier {
        /// The `.` before the name.
        var dot: Int
        var name: Int
        /// The call, when the modifier has arguments or a trailing closure.
        var call: Call?
        /// One past the modifier's last token.
        var end: Int
    }

    var modifiers: [Modifier] = []

    init(after end: Int, in file: SourceFile) {
        var i = end
        while file.kind(i) == .period, file.kind(i + 1) == .identifier || file.kind(i + 1) == .keyword {
            let call = file.call(named: i + 1)
            let modifierEnd = call?.tokens.upperBound ?? (i + 2)
            modifiers.append(Modifier(dot: i, name: i + 1, call: call, end: modifierEnd))
            i = modifierEnd
        }
    }

    func named(_ name: String, in file: SourceFile) -> [Modifier] {
        modifiers.filter { file.text(of: $0.name) == name }
    }
}

extension SourceFile {
    /// The indentation to add for one level: a tab when `base` is indented with tabs, else four spaces.
    func indentUnit(after base: String) -> String { base.hasPrefix("\t") ? "\t" : "    " }

    /// `text` with every line after the first moved right by `shift` indentation characters (left
    /// when negative, only if every such line has that much to give); nil when the text holds a
    /// multi-line string literal, whose lines are content and must not move.
    func reindented(_ text: String, by shift: Int, unit: Character) -> String? {
        guard !text.contains("\"\"\"") else { return nil }
        let lines = text.components(separatedBy: "\n")
        let isBlank = { (line: String) in line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
        let rest = lines.dropFirst()
        if shift < 0, rest.contains(where: { !isBlank($0) && $0.prefix { $0 == unit }.count < -shift }) { return text }
        let moved = rest.map { line -> String in
            if isBlank(line) { return line }
            return shift >= 0 ? String(repeating: unit, count: shift) + line : String(line.dropFirst(-shift))
        }
        return ([lines[0]] + moved).joined(separator: "\n")
    }
}
