import MigrationKit
import SourceSyntax

/// `objectWillChange.send()` statements in a converted class: Observation reports changes by
/// itself, so they go. An observer that did nothing else goes too (`willSet { objectWillChange
/// .send() }`), and with it an accessor block left empty, so the property reads as a plain one.
enum ObjectWillChangeSends {

    /// The statement `objectWillChange.send()` / `self.objectWillChange.send()` whose
    /// `objectWillChange` token is `index`, when it stands alone as a statement.
    static func removableStatement(at index: Int, in file: SourceFile) -> Range<Int>? {
        guard file.kind(index + 1) == .period, file.matches(index + 2, "send"),
            file.kind(index + 3) == .leftParen, file.kind(index + 4) == .rightParen
        else { return nil }
        var start = index
        if index >= 2, file.kind(index - 1) == .period {
            if file.matches(index - 2, "self") {
                start = index - 2
            } else if index >= 3, TypeResolution.isPostfixOptional(index - 2, file), file.matches(index - 3, "self") {
                start = index - 3
            } else {
                return nil
            }
        }
        let statement = start..<(index + 5)
        guard let block = file.innermostBlock(containing: start), file.statements(in: block).contains(statement),
            let type = file.scope(of: start).type.flatMap(file.simpleTypeName)
        else { return nil }
        let tracked = trackedProperties(of: type, in: file)
        switch placement(of: block, in: file) {
        case .observer(let property):
            // The property becomes tracked itself, so its own change notifies.
            return tracked.contains(property) ? statement : nil
        case .body:
            // A send next to a write of tracked state is redundant; a send on its own refreshes
            // views for state Observation does not see (another object, a global), so it must stay.
            return writesTracked(block, tracked, file: file) ? statement : nil
        case .closure:
            // Inside a closure it forwards changes from elsewhere
            // (`other.objectWillChange.sink { self.objectWillChange.send() }`, a callback).
            return nil
        }
    }

    enum Placement: Equatable {
        case observer(property: String)
        case body
        case closure
    }

    /// Whether `block` is a property observer, the body of a function, initializer or accessor,
    /// or something else (a closure).
    static func placement(of innermost: Range<Int>, in file: SourceFile) -> Placement {
        // An `if`/`guard`/`for`/`switch` block runs where its statement is: the placement is the
        // enclosing body's (a send in `if changed { … }` of a setter is the setter's).
        var block = innermost
        while file.isStatementBlock(block), let outer = file.innermostBlock(containing: block.lowerBound) { block = outer }
        var before = block.lowerBound - 1
        if file.kind(before) == .rightParen, let open = file.matching(before) { before = open - 1 }  // willSet(newValue)
        let member = file.scope(of: block.lowerBound).member
        if file.matches(before, "willSet") || file.matches(before, "didSet") {
            guard let member, member.bindings.count == 1, member.bindings[0].pattern.count == 1 else { return .closure }
            return .observer(property: file.text(member.bindings[0].pattern))
        }
        for word in ["get", "set", "_modify"] where file.matches(before, word) { return .body }
        guard let member else { return .closure }
        if member.body == block || member.bindings.contains(where: { $0.accessors == block }) { return .body }
        return .closure
    }

    /// Stored instance `var`s the macro will track, from the type's declarations in this file.
    static func trackedProperties(of type: String, in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for decl in file.allDeclarations where decl.kind == .classDecl && file.simpleTypeName(of: decl) == type {
            for member in decl.flattenedMembers where member.kind == .variableDecl && file.matches(member.keyword, "var") {
                guard !file.isTypeLevel(member), !file.hasModifier("lazy", member),
                    member.attributes.allSatisfy({ file.name(of: $0) == "Published" })
                else { continue }
                for binding in member.bindings where file.isStored(binding) && binding.pattern.count == 1 {
                    names.insert(file.text(binding.pattern))
                }
            }
        }
        return names
    }

    static let mutatingCalls: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
        "toggle", "sort", "reverse", "merge", "formUnion", "subtract", "updateValue",
    ]

    /// Whether the block assigns to (or mutates in place) one of `tracked`: `x = …`, `self.x += …`,
    /// `x[i] = …`, `x.y = …`, `x.append(…)`.
    static func writesTracked(_ block: Range<Int>, _ tracked: Set<String>, file: SourceFile) -> Bool {
        for i in block where file.kind(i) == .identifier && tracked.contains(file.text(of: i)) {
            if i > 0, file.kind(i - 1) == .period, !(file.matches(i - 2, "self") && file.kind(i - 3) != .period) { continue }
            var j = i + 1
            while true {
                if file.kind(j) == .leftSquare, let close = file.matching(j) {
                    j = close + 1
                    continue
                }
                if file.kind(j) == .period, file.kind(j + 1) == .identifier {
                    if mutatingCalls.contains(file.text(of: j + 1)), file.kind(j + 2) == .leftParen { return true }
                    j += 2
                    continue
                }
                break
            }
            let op = file.text(of: j)
            if file.kind(j) == .operator, op.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(op) { return true }
        }
        return false
    }

    /// Removal edits for every send statement inside `decl`'s body.
    static func edits(in decl: Decl, file: SourceFile) -> [Edit] {
        guard let body = decl.body else { return [] }
        var edits: [Edit] = []
        var covered: [Range<Int>] = []
        for member in decl.flattenedMembers where member.kind == .variableDecl {
            for binding in member.bindings {
                guard let accessors = binding.accessors, let observers = file.observerBlocks(in: accessors),
                    !observers.isEmpty
                else { continue }
                let idle = observers.filter { onlySends($0.body, file: file) }
                guard !idle.isEmpty else { continue }
                covered.append(accessors)
                if idle.count == observers.count {
                    // `var x = 0 { willSet { objectWillChange.send() } }` → `var x = 0`
                    let start = file.tokens[accessors.lowerBound - 1].end
                    edits.append(Edit(range: start..<file.tokens[accessors.upperBound - 1].end, replacement: "", rule: ObservationRule.objectWillChange))
                } else {
                    for observer in idle {
                        edits.append(file.removal(ofTokens: observer.name..<observer.body.upperBound, rule: ObservationRule.objectWillChange))
                    }
                    for observer in observers where !idle.contains(where: { $0.name == observer.name }) {
                        edits += sends(in: observer.body, file: file).map { removal(of: $0, file: file) }
                    }
                }
            }
        }
        for statement in sends(in: body, file: file) where !covered.contains(where: { $0.contains(statement.lowerBound) }) {
            edits.append(removal(of: statement, file: file))
        }
        return edits
    }

    /// The statement's line-aware removal; when it was the last statement of its block after a
    /// blank line, the blank line goes too, so no empty line is left before the closing brace.
    static func removal(of statement: Range<Int>, file: SourceFile) -> Edit {
        var edit = file.removal(ofStatement: statement, rule: ObservationRule.objectWillChange)
        let next = statement.upperBound
        guard file.kind(next) == .rightBrace, file.startsLine(next), edit.range.lowerBound > 0,
            file.bytes[edit.range.lowerBound - 1] == 0x0A
        else { return edit }
        let previousLine = file.lineRange(containing: edit.range.lowerBound - 1)
        let blank = file.bytes[previousLine].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        if blank, previousLine.lowerBound > 0 { edit.range = previousLine.lowerBound..<edit.range.upperBound }
        return edit
    }

    /// Removable send statements in `range`.
    static func sends(in range: Range<Int>, file: SourceFile) -> [Range<Int>] {
        range.compactMap { i in
            file.matches(i, "objectWillChange") ? removableStatement(at: i, in: file) : nil
        }
    }

    /// Whether a `{ … }` block holds nothing but send statements.
    static func onlySends(_ block: Range<Int>, file: SourceFile) -> Bool {
        let statements = file.statements(in: block)
        let sends = sends(in: block, file: file)
        return !statements.isEmpty && statements.allSatisfy { sends.contains($0) }
    }
}
