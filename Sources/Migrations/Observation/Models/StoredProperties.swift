import MigrationKit
import SourceSyntax

/// The properties of a converted class, made acceptable to `@Observable`:
/// - `@Published` goes, in every form (own line, same line, with modifiers, with observers);
/// - what the macro cannot track — `lazy var`, a property wrapper — gets `@ObservationIgnored`;
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

    func edits(in decl: Decl, context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        for member in decl.flattenedMembers where member.kind == .variableDecl && !file.isTypeLevel(member) {
            edits += self.edits(for: member, context: context)
        }
        return edits
    }

    private func edits(for member: Decl, context: MigrationContext) -> [Edit] {
        let isVar = file.matches(member.keyword, "var")
        let published = file.attribute(named: "Published", in: member)
        let stored = member.bindings.allSatisfy(file.isStored)
        guard isVar, stored else {
            return published.map { [file.removal(of: $0, rule: ObservationRule.published)] } ?? []
        }
        let kept = member.attributes.filter { $0 != published }
        let wrapped = kept.contains { isWrapper($0) }
        let ignored = file.hasAttribute("ObservationIgnored", member)
        let needsIgnored = !ignored && (wrapped || file.hasModifier("lazy", member))
        let tracked = !ignored && !needsIgnored
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

    /// A custom attribute that names a property wrapper rather than a global actor or a built-in.
    private func isWrapper(_ attribute: Attribute) -> Bool {
        let name = ProjectIndex.simpleName(file.name(of: attribute))
        guard let first = name.first, first.isUppercase else { return false }
        return !Self.notWrappers.contains(name) && !globalActors.contains(name)
    }
}
