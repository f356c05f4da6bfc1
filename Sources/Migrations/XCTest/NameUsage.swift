import SourceSyntax

/// What the bodies of a test class (or one of its extensions) do with names: which identifiers they
/// use unqualified (a renamed test must not shadow them), which stored properties they treat as optional
/// or reassign (those keep their `!`).
struct NameUsage: Sendable, Equatable {
    var identifiers: Set<String> = []
    var optionalUses: Set<String> = []
    var assigned: Set<String> = []
    /// Local names declared in the bodies.
    var declared: Set<String> = []
    /// Names used after a `.` of something other than `self` (`Float.check(…)`, `value.check(…)`):
    /// the member a helper of another type may be reached by.
    var members: Set<String> = []

    /// Names used unqualified that are not merely locals.
    var referencedNonLocals: Set<String> { identifiers.subtracting(declared) }

    mutating func formUnion(_ other: NameUsage) {
        identifiers.formUnion(other.identifiers)
        optionalUses.formUnion(other.optionalUses)
        assigned.formUnion(other.assigned)
        declared.formUnion(other.declared)
        members.formUnion(other.members)
    }

    /// Scans `range`; `self.x` counts as a use of `x`, `other.x` does not.
    static func scan(_ range: Range<Int>, in file: SourceFile) -> NameUsage {
        var usage = NameUsage()
        for i in range where file.kind(i) == .identifier {
            let afterSelf = file.kind(i - 1) == .period && file.matches(i - 2, "self")
            guard file.kind(i - 1) != .period || afterSelf else {
                usage.members.insert(file.text(of: i))
                continue
            }
            // Declarations' own names (`func foo`, `let foo`) are not uses.
            if file.kind(i - 1) == .keyword, file.matches(i - 1, "func") { continue }
            let name = file.text(of: i)
            // Locals (`let value`, `for item in`) shadow members; they are not uses of a member name.
            if file.matches(i - 1, "let") || file.matches(i - 1, "var") || file.matches(i - 1, "for") {
                usage.declared.insert(name)
            }
            usage.identifiers.insert(name)
            let next = i + 1
            if file.kind(next) == .operator {
                let op = file.text(of: next)
                if (op == "?" || op == "!" || op.hasPrefix("?.")) && !file.hasSpaceBefore(next) { usage.optionalUses.insert(name) }
                if op == "??" { usage.optionalUses.insert(name) }
                if op == "==" || op == "!=" || op == "===" || op == "!==", file.matches(next + 1, "nil") { usage.optionalUses.insert(name) }
                if op == "=" || (op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)) {
                    usage.assigned.insert(name)
                }
            }
            // `XCTAssertNil(x)`, `XCTAssertNotNil(x, "…")`, `XCTUnwrap(x)`: a check that only makes sense on an optional.
            if file.kind(i - 1) == .leftParen, file.kind(next) == .rightParen || file.kind(next) == .comma,
                ["XCTAssertNil", "XCTAssertNotNil", "XCTUnwrap"].contains(file.text(of: i - 2))
            {
                usage.optionalUses.insert(name)
            }
            if file.matches(i - 1, "nil"), file.kind(i - 2) == .operator, ["==", "!="].contains(file.text(of: i - 2)) {
                usage.optionalUses.insert(name)
            }
            // `if let x {`, `if let y = x,`, `guard var x = x else`: the name ends an optional binding.
            let endsCondition = file.kind(next) == .comma || file.kind(next) == .leftBrace || file.matches(next, "else")
            if endsCondition, file.matches(i - 1, "let") || file.matches(i - 1, "var") {
                usage.optionalUses.insert(name)
            }
            if endsCondition, file.matches(i - 1, "="), file.kind(i - 2) == .identifier,
                file.matches(i - 3, "let") || file.matches(i - 3, "var")
            {
                usage.optionalUses.insert(name)
            }
        }
        return usage
    }

    init() {}
}
