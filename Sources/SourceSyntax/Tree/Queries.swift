/// Small structural questions every migration asks of the tree, answered once here.
extension SourceFile {
    /// Whether a `var`/`let` has a `static` or `class` modifier.
    public func isTypeLevel(_ decl: Decl) -> Bool {
        hasModifier("static", decl) || hasModifier("class", decl)
    }

    /// Whether a binding stores a value: no accessor block, or only `willSet`/`didSet` observers.
    public func isStored(_ binding: Binding) -> Bool {
        guard let accessors = binding.accessors else { return true }
        return observerBlocks(in: accessors) != nil
    }

    /// The `willSet { … }` / `didSet { … }` blocks of an accessor block, or nil when it holds
    /// anything else (a getter, or the statements of a read-only computed property).
    public func observerBlocks(in accessors: Range<Int>) -> [(name: Int, body: Range<Int>)]? {
        var result: [(Int, Range<Int>)] = []
        var i = accessors.lowerBound + 1
        let end = accessors.upperBound - 1
        while i < end {
            guard matches(i, "willSet") || matches(i, "didSet") else { return nil }
            var brace = i + 1
            if kind(brace) == .leftParen, let close = matching(brace) { brace = close + 1 }  // willSet(newName)
            guard kind(brace) == .leftBrace, let close = matching(brace) else { return nil }
            result.append((i, brace..<(close + 1)))
            i = close + 1
        }
        return result
    }

    /// Whether the declaration has an attribute with this (undotted) name.
    public func hasAttribute(_ name: String, _ decl: Decl) -> Bool { attribute(named: name, in: decl) != nil }

    /// The innermost type declaration or extension whose body contains token `index`, with the
    /// member declaration (function, property, initializer) that contains it, if any.
    public func scope(of index: Int) -> (type: Decl?, member: Decl?) {
        let path = declarationPath(to: index)
        guard let typeIndex = path.lastIndex(where: \.isTypeDeclaration) else { return (nil, path.first) }
        return (path[typeIndex], typeIndex + 1 < path.count ? path[typeIndex + 1] : nil)
    }

    /// The simple name a type declaration or extension declares (`Inner` for `extension Outer.Inner`).
    public func simpleTypeName(of decl: Decl) -> String? {
        name(of: decl).map(TypeName.simple)
    }

    /// `if … {`, `} else {`, `for … {`, `do {`: a block of a statement, run in place (not a
    /// closure, which may run later or never).
    public func isStatementBlock(_ block: Range<Int>) -> Bool {
        let before = block.lowerBound - 1
        if ["else", "do", "repeat", "defer"].contains(where: { matches(before, $0) }) { return true }
        guard before >= 0 else { return false }
        // A closure literal (`= {`, `({`, `label: {`, `return {`) or a trailing closure
        // (`items.forEach {` on an `if` line too).
        if [.leftParen, .comma, .colon].contains(kind(before)) || ["=", "return", "in"].contains(where: { matches(before, $0) }) { return false }
        let callee = kind(before) == .rightParen ? matching(before).map { $0 - 1 } : before
        if let callee, callee >= 0, let call = call(named: callee), call.trailingClosures.contains(where: { $0.braces.lowerBound == block.lowerBound }) {
            return false
        }
        var first = block.lowerBound
        while first > 0, !startsLine(first) { first -= 1 }
        return ["if", "guard", "for", "while", "switch", "catch", "}"].contains { matches(first, $0) }
    }

    /// The innermost `{ … }` that contains token `index` (not counting a brace at `index` itself).
    public func innermostBlock(containing index: Int) -> Range<Int>? {
        var i = index - 1
        var depth = 0
        while i >= 0 {
            switch kind(i) {
            case .rightBrace: depth += 1
            case .leftBrace:
                if depth == 0, let close = matching(i), close > index { return i..<(close + 1) }
                depth = max(depth - 1, 0)
            default: break
            }
            i -= 1
        }
        return nil
    }
}

/// Type names as written.
public enum TypeName {
    /// `Foo` for `Module.Foo`, `Foo<Int>`, `Foo?` or `Foo!`.
    public static func simple(_ name: String) -> String {
        // Most names are already simple; answer those without any Character work.
        if !name.utf8.contains(where: { $0 == 0x3C || $0 == 0x2E || $0 == 0x20 || $0 == 0x3F || $0 == 0x21 }) { return name }
        var base = Substring(name)
        if let angle = base.firstIndex(of: "<") { base = base[..<angle] }
        if let dot = base.lastIndex(of: ".") { base = base[base.index(after: dot)...] }
        while let c = base.first, " ?!".contains(c) { base = base.dropFirst() }
        while let c = base.last, " ?!".contains(c) { base = base.dropLast() }
        return String(base)
    }
}
