import MigrationKit
import SourceSyntax

/// `objectWillChange.send()` statements in a converted class: Observation reports changes by
/// itself, so they go. An observer that did nothing else goes too (`willSet { objectWillChange
/// .send() }`), and with it an accessor block left empty, so the property reads as a plain one.
enum ObjectWillChangeSends {
    static let rule = "observation.object-will-change"

    /// The statement `objectWillChange.send()` / `self.objectWillChange.send()` whose
    /// `objectWillChange` token is `index`, when it stands alone as a statement.
    static func removableStatement(at index: Int, in file: SourceFile) -> Range<Int>? {
        guard file.kind(index + 1) == .period, file.matches(index + 2, "send"),
              file.kind(index + 3) == .leftParen, file.kind(index + 4) == .rightParen else { return nil }
        var start = index
        if index >= 2, file.kind(index - 1) == .period {
            if file.matches(index - 2, "self") { start = index - 2 }
            else if index >= 3, TypeResolution.isPostfixOptional(index - 2, file), file.matches(index - 3, "self") { start = index - 3 }
            else { return nil }
        }
        let statement = start..<(index + 5)
        // Only directly in a method, initializer or property accessor: a send inside a closure
        // forwards changes from elsewhere (`other.objectWillChange.sink { self.objectWillChange.send() }`,
        // a callback), which Observation would not see, so the class must not convert.
        guard let block = file.innermostBlock(containing: start), isAccessorOrBody(block, file: file) else { return nil }
        return file.statements(in: block).contains(statement) ? statement : nil
    }

    /// Whether `block` is the body of a function or initializer, or an accessor / observer block.
    private static func isAccessorOrBody(_ block: Range<Int>, file: SourceFile) -> Bool {
        var before = block.lowerBound - 1
        if file.kind(before) == .rightParen, let open = file.matching(before) { before = open - 1 } // willSet(newValue)
        for word in ["willSet", "didSet", "get", "set", "_modify", "_read"] where file.matches(before, word) { return true }
        guard let member = file.scope(of: block.lowerBound).member else { return false }
        if member.body == block { return true }
        return member.bindings.contains { $0.accessors == block }
    }

    /// Removal edits for every send statement inside `decl`'s body.
    static func edits(in decl: Decl, file: SourceFile) -> [Edit] {
        guard let body = decl.body else { return [] }
        var edits: [Edit] = []
        var covered: [Range<Int>] = []
        for member in decl.flattenedMembers where member.kind == .variableDecl {
            for binding in member.bindings {
                guard let accessors = binding.accessors, let observers = file.observerBlocks(in: accessors),
                      !observers.isEmpty else { continue }
                let idle = observers.filter { onlySends($0.body, file: file) }
                guard !idle.isEmpty else { continue }
                covered.append(accessors)
                if idle.count == observers.count {
                    // `var x = 0 { willSet { objectWillChange.send() } }` → `var x = 0`
                    let start = file.tokens[accessors.lowerBound - 1].end
                    edits.append(Edit(range: start..<file.tokens[accessors.upperBound - 1].end, replacement: "", rule: rule))
                } else {
                    for observer in idle {
                        edits.append(file.removal(ofTokens: observer.name..<observer.body.upperBound, rule: rule))
                    }
                    for observer in observers where !idle.contains(where: { $0.name == observer.name }) {
                        edits += sends(in: observer.body, file: file).map { file.removal(ofStatement: $0, rule: rule) }
                    }
                }
            }
        }
        for statement in sends(in: body, file: file) where !covered.contains(where: { $0.contains(statement.lowerBound) }) {
            edits.append(file.removal(ofStatement: statement, rule: rule))
        }
        return edits
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
