import MigrationKit
import SourceSyntax

/// The properties of a converted class, made acceptable to `@Observable`:
/// - `@Published` goes, in every form (own line, same line, with modifiers, with observers);
/// - what the macro cannot track — `lazy var`, a property wrapper — gets `@ObservationIgnored`;
/// - so does every stored `var` that was not `@Published`: an `ObservableObject` told its views
///   about `@Published` properties only, and tracking book-keeping state the views read would
///   re-render them (in a loop, when a body writes it). A class that sends `objectWillChange`
///   itself refreshed its views for any state, so there every stored `var` stays tracked;
/// - a tracked property's `didSet` that calls something is pointed out when an initializer assigns
///   the property: with the macro the observer runs for that assignment too (a stored property's
///   never did; checked on Swift 6.3);
/// - `var a = 0, b = 1` is split, because the macro handles one binding per declaration;
/// - a tracked `open var` becomes `public var`: the macro's private storage cannot be `open`.
struct StoredProperties {

    /// Attribute names that look like types but are not property wrappers.
    static let notWrappers: Set<String> = [
        "MainActor", "Published", "ObservationIgnored", "ObservationTracked", "Sendable", "NSManaged",
        "IBOutlet", "IBInspectable", "GKInspectable", "available", "objc", "nonobjc",
    ]

    let file: SourceFile
    /// Global actors declared in the project (`@globalActor actor DatabaseActor`).
    let globalActors: Set<String>

    /// What decides, per class, which stored `var`s stay tracked. It comes from the project index
    /// (the original text), because later passes see the class without its `@Published`.
    struct Tracking {
        /// The names that were `@Published` in the class and its extensions.
        var published: Set<String>
        /// The class sends `objectWillChange` itself, so unpublished state refreshed views too.
        var tracksAll: Bool

        func tracks(_ name: String) -> Bool { tracksAll || published.contains(name) }
    }

    func edits(in decl: Decl, tracking: Tracking, context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        let initializers = decl.flattenedMembers.filter { $0.kind == .initDecl }
        for member in decl.flattenedMembers where member.kind == .variableDecl && !file.isTypeLevel(member) {
            edits += self.edits(for: member, tracking: tracking, initializers: initializers, context: context)
        }
        return edits
    }

    private func edits(for member: Decl, tracking: Tracking, initializers: [Decl], context: MigrationContext) -> [Edit] {
        let isVar = file.matches(member.keyword, "var")
        let published = file.attribute(named: "Published", in: member)
        let stored = member.bindings.allSatisfy(file.isStored)
        guard isVar, stored else {
            return published.map { [file.removal(of: $0, rule: ObservationRule.published)] } ?? []
        }
        let kept = member.attributes.filter { $0 != published }
        let wrapped = kept.contains { isWrapper($0) }
        let ignored = file.hasAttribute("ObservationIgnored", member)
        let unpublished = published == nil && member.bindings.contains { !tracking.tracks(file.text($0.pattern)) }
        let needsIgnored = !ignored && (wrapped || file.hasModifier("lazy", member) || unpublished)
        let tracked = !ignored && !needsIgnored
        if tracked { warnAboutDidSet(in: member, initializers: initializers, context: context) }
        let open = tracked ? member.modifiers.first { file.matches($0.lowerBound, "open") } : nil

        if member.bindings.count > 1 {
            return split(member, addIgnored: needsIgnored, open: open, context: context)
        }
        var edits: [Edit] = []
        if let published { edits.append(file.removal(of: published, rule: ObservationRule.published)) }
        if needsIgnored {
            let first = kept.first?.atSign ?? member.modifiers.first?.lowerBound ?? member.keyword
            edits.append(.insert("@ObservationIgnored ", at: file.tokens[first].start, rule: ObservationRule.observationIgnored))
        }
        if let open { edits.append(.replace(open, in: file, with: "public", rule: ObservationRule.openProperty)) }
        return edits
    }

    /// `private var a = 1, b = 2` → one declaration per binding, each with the same attributes
    /// and modifiers, on lines of the same indentation.
    private func split(_ member: Decl, addIgnored: Bool, open: Range<Int>?, context: MigrationContext) -> [Edit] {
        let whole = member.tokens
        let inner = file.tokens[whole.lowerBound].start..<file.tokens[whole.upperBound - 1].end
        if file.text(ofBytes: inner).contains("//") || file.text(ofBytes: inner).contains("/*") {
            context.warn(
                ObservationRule.splitBindings, at: member.keyword,
                "split this declaration into one `var` per name by hand: @Observable needs that, and its comments would be lost")
            return []
        }
        var prefix = file.text(whole.lowerBound..<(member.keyword + 1))
        if let open {
            prefix =
                file.text(ofBytes: file.tokens[whole.lowerBound].start..<file.tokens[open.lowerBound].start)
                + "public" + file.text(ofBytes: file.tokens[open.lowerBound].end..<file.tokens[member.keyword].end)
        }
        if addIgnored { prefix = "@ObservationIgnored " + prefix }
        let indentation = file.lineBreak + file.indentation(ofLineContaining: file.tokens[whole.lowerBound].start)
        let lines = member.bindings.map { prefix + " " + file.text($0.tokens) }
        return [Edit(range: inner, replacement: lines.joined(separator: indentation), rule: ObservationRule.splitBindings)]
    }

    /// `didSet { save() }` on a tracked property that an initializer assigns: under the macro the
    /// observer runs for that assignment, which a stored property's observer never did.
    private func warnAboutDidSet(in member: Decl, initializers: [Decl], context: MigrationContext) {
        guard let binding = member.bindings.first, let accessors = binding.accessors,
            let observers = file.observerBlocks(in: accessors)
        else { return }
        let name = file.text(binding.pattern)
        let assigning = initializers.filter { !assignments(to: name, in: $0).isEmpty || mutates(name, in: $0) }
        guard !assigning.isEmpty else { return }
        // Swift runs no observer for the assignment that initializes a property without a default
        // value (the macro's init accessor); it does for a later one, and for any assignment to a
        // property with a default (`Optional`'s implicit `nil` included). Checked on Swift 6.3.1.
        let hasDefault = binding.initializer != nil || binding.type.map { isOptional($0) } ?? true
        let onlyInitializes = assigning.allSatisfy { initializer in
            let found = assignments(to: name, in: initializer)
            return (found.count == 1 || found.count == 2 && areExclusive(found[0], found[1])) && !delegates(initializer)
                && !mutates(name, in: initializer)
        }
        if !hasDefault, onlyInitializes { return }
        for observer in observers where file.matches(observer.name, "didSet") {
            let body = (observer.body.lowerBound + 1)..<(observer.body.upperBound - 1)
            guard let call = file.calls(in: body).first else { continue }
            context.warn(
                ObservationRule.didSet, at: observer.name,
                "this didSet calls `\(file.text(call.callee))`; under @Observable it also runs when an initializer assigns `\(name)`, "
                    + "which it did not before: check that the call is harmless there, or assign `_\(name)` in the initializer")
        }
    }

    /// `x += 1`, `x.count = 0`, `x[0] = y`, `x.items.append(y)` in an initializer: the property is
    /// set again through its setter, so under the macro its `didSet` runs.
    private func mutates(_ name: String, in initializer: Decl) -> Bool {
        guard let body = initializer.body else { return false }
        return body.contains { i in
            guard file.matches(i, name), file.kind(i - 1) != .period || file.matches(i - 2, "self") else { return false }
            if file.kind(i + 1) == .operator, Self.compoundAssignments.contains(file.text(of: i + 1)) { return true }
            guard file.kind(i + 1) == .period || file.kind(i + 1) == .leftSquare else { return false }
            // Walk `.member`, `[…]` and `(…)` links; what follows decides.
            var j = i + 1
            var lastMember: String?
            while j < body.upperBound {
                if file.kind(j) == .period, file.kind(j + 1) == .identifier {
                    lastMember = file.text(of: j + 1)
                    j += 2
                    // `.removeAll(…)`, `.removeAll { … }`
                    let calls = file.kind(j) == .leftParen || file.kind(j) == .leftBrace
                    if calls, let member = lastMember, Self.mutatingMethods.contains(member) { return true }
                } else if file.kind(j) == .leftSquare || file.kind(j) == .leftParen, let close = file.matching(j) {
                    j = close + 1
                } else {
                    break
                }
            }
            return file.kind(j) == .operator && (file.matches(j, "=") || Self.compoundAssignments.contains(file.text(of: j)))
        }
    }

    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
    /// Mutating methods of the standard collections and `Bool`, by name.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "updateValue", "sort", "reverse",
        "shuffle", "toggle", "formUnion", "formIntersection", "subtract", "merge", "swapAt", "popLast",
    ]

    /// `do { …; x = try load() } catch { x = fallback }`: the first assignment happens only when
    /// nothing throws (it is the last `try` of the `do` block), the second only when something
    /// did, so exactly one of them runs.
    private func areExclusive(_ first: Int, _ second: Int) -> Bool {
        guard let tried = file.innermostBlock(containing: first), tried.lowerBound > 0, file.matches(tried.lowerBound - 1, "do"),
            file.matches(first + 2, "try"), !(file.kind(first + 3) == .operator && !file.hasSpaceBefore(first + 3)),
            tried.upperBound < file.tokens.count, file.matches(tried.upperBound, "catch"),
            let caught = file.innermostBlock(containing: second), caught.lowerBound > tried.upperBound,
            !(tried.upperBound..<caught.lowerBound).contains(where: { file.kind($0) == .leftBrace })
        else { return false }
        // No `try` after the assignment's own inside the `do` block.
        return !((first + 3)..<(tried.upperBound - 1)).contains { file.matches($0, "try") }
    }

    /// `var x: T?` / `var x: T!`: initialized to `nil` without a written default.
    private func isOptional(_ type: Range<Int>) -> Bool {
        let last = type.upperBound - 1
        return file.kind(last) == .operator && (file.matches(last, "?") || file.matches(last, "!")) || file.text(type).hasPrefix("Optional<")
    }

    /// `self.init(…)`: the property is initialized there, so every assignment after runs the setter.
    private func delegates(_ initializer: Decl) -> Bool {
        guard let body = initializer.body else { return false }
        return body.contains { file.matches($0, "self") && file.kind($0 + 1) == .period && file.matches($0 + 2, "init") }
    }

    /// `name = …` or `self.name = …` in an initializer's body: the tokens of `name`.
    private func assignments(to name: String, in initializer: Decl) -> [Int] {
        guard let body = initializer.body else { return [] }
        return body.filter { i in
            file.matches(i, name) && file.kind(i + 1) == .operator && file.matches(i + 1, "=")
                && (file.kind(i - 1) != .period || file.matches(i - 2, "self"))
        }
    }

    /// A custom attribute that names a property wrapper rather than a global actor or a built-in.
    private func isWrapper(_ attribute: Attribute) -> Bool {
        let name = ProjectIndex.simpleName(file.name(of: attribute))
        guard let first = name.first, first.isUppercase else { return false }
        return !Self.notWrappers.contains(name) && !globalActors.contains(name)
    }
}
