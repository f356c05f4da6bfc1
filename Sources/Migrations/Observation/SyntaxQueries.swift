import MigrationKit
import SourceSyntax

/// Small structural questions the observation rules ask of the tree.
extension SourceFile {
    /// Whether a `var`/`let` has a `static` or `class` modifier.
    func isTypeLevel(_ decl: Decl) -> Bool {
        hasModifier("static", decl) || hasModifier("class", decl)
    }

    /// Whether a binding stores a value: no accessor block, or only `willSet`/`didSet` observers.
    func isStored(_ binding: Binding) -> Bool {
        guard let accessors = binding.accessors else { return true }
        return observerBlocks(in: accessors) != nil
    }

    /// The `willSet { … }` / `didSet { … }` blocks of an accessor block, or nil when it holds
    /// anything else (a getter, or the statements of a read-only computed property).
    func observerBlocks(in accessors: Range<Int>) -> [(name: Int, body: Range<Int>)]? {
        var result: [(Int, Range<Int>)] = []
        var i = accessors.lowerBound + 1
        let end = accessors.upperBound - 1
        while i < end {
            guard matches(i, "willSet") || matches(i, "didSet") else { return nil }
            var brace = i + 1
            if kind(brace) == .leftParen, let close = matching(brace) { brace = close + 1 } // willSet(newName)
            guard kind(brace) == .leftBrace, let close = matching(brace) else { return nil }
            result.append((i, brace..<(close + 1)))
            i = close + 1
        }
        return result
    }

    /// Whether the declaration has an attribute with this (undotted) name.
    func hasAttribute(_ name: String, _ decl: Decl) -> Bool { attribute(named: name, in: decl) != nil }

    /// The innermost type declaration or extension whose body contains token `index`, with the
    /// member declaration (function, property, initializer) that contains it, if any.
    func scope(of index: Int) -> (type: Decl?, member: Decl?) {
        let path = declarationPath(to: index)
        guard let typeIndex = path.lastIndex(where: \.isTypeDeclaration) else { return (nil, path.first) }
        return (path[typeIndex], typeIndex + 1 < path.count ? path[typeIndex + 1] : nil)
    }

    /// The simple name a type declaration or extension declares (`Inner` for `extension Outer.Inner`).
    func simpleTypeName(of decl: Decl) -> String? {
        name(of: decl).map(ProjectIndex.simpleName)
    }

    /// A `$name` token that is not a closure's `$0` and not the `.$name` projection of another value.
    func isBareDollarName(_ index: Int) -> Bool {
        guard kind(index) == .dollarIdentifier else { return false }
        let text = text(of: index)
        guard let second = text.dropFirst().first, !second.isNumber else { return false }
        if index > 0, kind(index - 1) == .period {
            return matches(index - 2, "self") && !(index > 2 && kind(index - 3) == .period)
        }
        return true
    }

    /// `.$name`: the projection of some other value's property (`model.$query`).
    func isMemberDollarName(_ index: Int) -> Bool {
        guard kind(index) == .dollarIdentifier, index > 0, kind(index - 1) == .period else { return false }
        guard let second = text(of: index).dropFirst().first, !second.isNumber else { return false }
        return !(matches(index - 2, "self") && !(index > 2 && kind(index - 3) == .period))
    }

    /// The innermost `{ … }` that contains token `index` (not counting a brace at `index` itself).
    func innermostBlock(containing index: Int) -> Range<Int>? {
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
