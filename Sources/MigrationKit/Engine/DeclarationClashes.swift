import Foundation
import SourceSyntax

/// The post-edit check every rewrite gets: the rewritten file, parsed again, must not declare a
/// name twice in one scope where the original did not (`@Bindable var model = model` inserted
/// once per namesake, a helper property added beside one of the same name). Stored and computed
/// properties, types, typealiases and enum cases count; functions may overload and do not.
/// Members of exclusive `#if` clauses are separate declarations, so an iOS/macOS pair is no clash.
/// A clash is not fixed up: the runner backs out the unit whose edit made it and runs again.
enum DeclarationClashes {
    /// A name declared twice: where each declaration of it starts in the rewritten file.
    struct Clash: Equatable {
        var name: String
        var offsets: [Int]
    }

    /// The names `new` declares more often than `old` in one scope, where `new` declares them twice.
    static func introduced(in new: SourceFile, comparedTo old: SourceFile) -> [Clash] {
        let before = Dictionary(grouping: declarations(in: old), by: \.key).mapValues(\.count)
        var clashes: [Clash] = []
        for (key, found) in Dictionary(grouping: declarations(in: new), by: \.key) where found.count > 1 && found.count > before[key, default: 0] {
            clashes.append(Clash(name: key.name, offsets: found.map(\.offset).sorted()))
        }
        return clashes.sorted { $0.offsets[0] < $1.offsets[0] }
    }

    struct Key: Hashable {
        /// The enclosing types by name (an extension shares its type's scope) and the `#if`
        /// clauses on the way, as positions, so that exclusive clauses are different scopes.
        var scope: [String]
        var name: String
    }

    struct Declared {
        var key: Key
        var offset: Int
    }

    static func declarations(in file: SourceFile) -> [Declared] {
        var found: [Declared] = []
        func visit(_ decls: [Decl], scope: [String], depth: Int) {
            guard depth < 64 else { return }
            for decl in decls {
                switch decl.kind {
                case .ifConfig:
                    for (index, clause) in decl.clauses.enumerated() {
                        visit(clause.members, scope: scope + ["#if@\(decl.tokens.lowerBound).\(index)"], depth: depth + 1)
                    }
                case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .typealiasDecl:
                    guard let name = file.name(of: decl) else { continue }
                    found.append(Declared(key: Key(scope: scope, name: "type " + name), offset: file.tokens[decl.keyword].start))
                    if decl.kind != .typealiasDecl { visit(decl.members, scope: scope + [name], depth: depth + 1) }
                case .extensionDecl:
                    guard let name = file.name(of: decl) else { continue }
                    visit(decl.members, scope: scope + [ProjectIndex.simpleName(name)], depth: depth + 1)
                case .funcDecl, .initDecl:
                    if let body = decl.body { locals(in: body, scope: scope + ["{\(body.lowerBound)}"]) }
                case .variableDecl:
                    // A computed property's body (`var body: some View { … }`) holds locals too.
                    if decl.bindings.count == 1, let accessors = decl.bindings[0].accessors, file.kind(accessors.lowerBound) == .leftBrace {
                        locals(in: accessors, scope: scope + ["{\(accessors.lowerBound)}"])
                    }
                    // `static` members live beside instance ones, but one name cannot be both.
                    for binding in decl.bindings {
                        let pattern = file.text(binding.pattern).trimmingCharacters(in: .whitespaces)
                        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }) else { continue }
                        found.append(Declared(key: Key(scope: scope, name: pattern.filter { $0 != "`" }), offset: file.tokens[binding.pattern.lowerBound].start))
                    }
                case .enumCaseDecl:
                    guard let name = file.name(of: decl) else { continue }
                    found.append(Declared(key: Key(scope: scope, name: name), offset: file.tokens[decl.keyword].start))
                default:
                    continue
                }
            }
        }
        /// `var x = …` / `@Bindable let x = …` at the top level of a block (nested blocks are scopes
        /// of their own and are not looked into; `#if` lines are statements here, so locals under
        /// different clauses of a body-level `#if` count as one scope, which only over-reports).
        func locals(in block: Range<Int>, scope: [String]) {
            guard block.count > 2 else { return }
            var inClause = 0
            for statement in file.statements(in: block) {
                var i = statement.lowerBound
                if file.kind(i) == .poundKeyword {
                    let directive = file.text(of: i)
                    if directive == "#if" { inClause += 1 } else if directive == "#endif" { inClause = max(0, inClause - 1) }
                    continue
                }
                // Locals under a body-level `#if` may be namesakes in exclusive clauses: not judged.
                guard inClause == 0 else { continue }
                while file.kind(i) == .atSign, i + 1 < statement.upperBound {
                    i += 2
                    if i < statement.upperBound, file.kind(i) == .leftParen, let close = file.matching(i) { i = close + 1 }
                }
                guard i + 1 < statement.upperBound, file.matches(i, "var") || file.matches(i, "let"), file.kind(i + 1) == .identifier else { continue }
                found.append(Declared(key: Key(scope: scope, name: file.text(of: i + 1)), offset: file.tokens[i + 1].start))
            }
        }
        visit(file.declarations, scope: [], depth: 0)
        return found
    }
}

extension DeclarationClashes {
    /// A unit to back out, with where in the file (before this pass's edits) its edit was.
    struct Found: Sendable {
        var unit: BackedOutUnit
        var path: String
        var line: Int
        var column: Int
    }

    /// The unit to back out for a clash: the one whose applied edit wrote one of the declarations
    /// (its migration's `unitName`, else the whole file for that migration).
    static func unit(for clash: Clash, applied: [Edit], old: SourceFile, new: SourceFile, migrations: [any Migration]) -> Found? {
        let path = old.path
        var delta = 0
        for edit in applied.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            var bytes: [UInt8] = []
            LosslessText.encode(edit.replacement, into: &bytes)
            let start = edit.range.lowerBound + delta
            defer { delta += bytes.count - edit.range.count }
            guard let offset = clash.offsets.first(where: { (start..<(start + bytes.count)).contains($0) }) else { continue }
            let id = String(edit.rule.prefix { $0 != "." })
            guard let migration = migrations.first(where: { $0.id == id }) else { return nil }
            let name = migration.unitName(at: new.token(atByte: offset), in: new)
            let at = old.location(ofByte: edit.range.lowerBound)
            let unit = BackedOutUnit(
                migration: id, name: name, path: name == nil ? path : nil,
                reason: "its rewrite would declare `\(clash.name.replacingTypePrefix)` twice in one scope, which does not compile; convert it by hand")
            return Found(unit: unit, path: path, line: at.line, column: at.column)
        }
        return nil
    }
}

extension String {
    fileprivate var replacingTypePrefix: String { hasPrefix("type ") ? String(dropFirst(5)) : self }
}
