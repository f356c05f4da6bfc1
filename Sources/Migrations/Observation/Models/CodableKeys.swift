import MigrationKit
import SourceSyntax

/// Keeps the JSON of a converted `Codable` class the same. `@Observable` moves each tracked
/// property's storage to `_name`, and synthesized Codable encodes the storage: without help the
/// keys would become `_name` (and `_$observationRegistrar` would be encoded too).
/// - With `CodingKeys`, each tracked property's case becomes `case _name = "name"` (an explicit
///   raw value is kept: `case nickname = "nick_name"` → `case _nickname = "nick_name"`).
/// - Without them, a `CodingKeys` enum listing every stored property is added.
/// Hand-written `init(from:)` and `encode(to:)` already name their keys, so nothing changes then.
struct CodableKeys {

    let file: SourceFile

    /// Whether `decl` conforms to Codable, Encodable or Decodable, in any of its declarations.
    static func isCodable(_ name: String, index: ProjectIndex) -> Bool {
        index.declarations(of: name).contains { summary in
            summary.inheritance.contains { ["Codable", "Encodable", "Decodable"].contains(ProjectIndex.simpleName($0)) }
        }
    }

    func edits(in decl: Decl, tracking: StoredProperties.Tracking) -> [Edit] {
        let members = decl.flattenedMembers
        let stored = storedProperties(of: members, tracking: tracking)
        if let keys = members.first(where: { $0.kind == .enumDecl && file.name(of: $0) == "CodingKeys" }) {
            return renamedCases(in: keys, tracked: Set(stored.filter(\.tracked).map(\.name)))
        }
        guard let body = decl.body, let last = members.last else { return [] }
        let memberIndentation = file.indentation(ofLineContaining: file.tokens[last.tokens.lowerBound].start)
        let classIndentation = file.indentation(ofLineContaining: file.tokens[body.upperBound - 1].start)
        let unit = String(memberIndentation.dropFirst(classIndentation.count))
        let lineBreak = file.lineBreak
        var text = lineBreak + lineBreak + memberIndentation + "enum CodingKeys: String, CodingKey {"
        for property in stored {
            text += lineBreak + memberIndentation + unit + "case " + (property.tracked ? "_\(property.name) = \"\(property.name)\"" : property.name)
        }
        text += lineBreak + memberIndentation + "}"
        return [.insert(text, at: file.tokens[last.tokens.upperBound - 1].end, rule: ObservationRule.codableKeys)]
    }

    /// Stored instance properties in declaration order, and whether the macro tracks them (a
    /// tracked one is a `var` without `@ObservationIgnored`, `lazy` or a property wrapper, that
    /// `StoredProperties` keeps tracked).
    func storedProperties(of members: [Decl], tracking: StoredProperties.Tracking) -> [(name: String, tracked: Bool)] {
        var result: [(String, Bool)] = []
        for member in members where member.kind == .variableDecl && !file.isTypeLevel(member) {
            let isVar = file.matches(member.keyword, "var")
            let plain = member.attributes.allSatisfy { file.name(of: $0) == "Published" } && !file.hasModifier("lazy", member)
            for binding in member.bindings where file.isStored(binding) && binding.pattern.count == 1 {
                let name = file.text(binding.pattern)
                result.append((name, isVar && plain && tracking.tracks(name)))
            }
        }
        return result
    }

    /// `case name` → `case _name = "name"` for tracked properties; other cases stay.
    private func renamedCases(in keys: Decl, tracked: Set<String>) -> [Edit] {
        guard let body = keys.body else { return [] }
        var edits: [Edit] = []
        var i = body.lowerBound + 1
        while i < body.upperBound - 1 {
            defer { i += 1 }
            guard file.matches(i, "case") || file.kind(i) == .comma, file.kind(i + 1) == .identifier else { continue }
            let name = file.text(of: i + 1)
            guard tracked.contains(name) else { continue }
            let hasRawValue = file.matches(i + 2, "=")
            edits.append(.replace((i + 1)..<(i + 2), in: file, with: hasRawValue ? "_\(name)" : "_\(name) = \"\(name)\"", rule: ObservationRule.codableKeys))
        }
        return edits
    }
}
