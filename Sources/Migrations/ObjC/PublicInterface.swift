import SourceSyntax

/// A translated pair that a framework target compiles must stay visible outside the module: its
/// other Objective-C files and every client see it through `<Module/Module-Swift.h>`, which
/// exports `public` and `open` declarations only. So each type becomes `open` (a class, which
/// Objective-C let any module subclass) or `public`, and every member that is not private
/// becomes `public`. Rule: `objc.translate`.
enum PublicInterface {
    static func apply(to text: String) -> String {
        let file = SourceFile(path: "Translated.swift", bytes: Array(text.utf8))
        var offsets: [(Int, String)] = []
        func visit(_ decls: [Decl], inType: Decl.Kind?) {
            for decl in decls {
                switch decl.kind {
                case .ifConfig:
                    for clause in decl.clauses { visit(clause.members, inType: inType) }
                    continue
                case .classDecl, .structDecl, .enumDecl, .protocolDecl:
                    if inType != .protocolDecl { mark(decl, decl.kind == .classDecl && !file.hasModifier("final", decl) ? "open " : "public ") }
                    visit(decl.members, inType: decl.kind)
                case .extensionDecl:
                    visit(decl.members, inType: decl.kind)
                case .funcDecl, .initDecl, .subscriptDecl, .variableDecl, .typealiasDecl:
                    guard inType != .protocolDecl else { continue }
                    mark(decl, "public ")
                default:
                    continue
                }
            }
        }
        func mark(_ decl: Decl, _ word: String) {
            let levels = ["private", "fileprivate", "internal", "public", "open"]
            guard !decl.modifiers.contains(where: { levels.contains(file.text($0)) }) else { return }
            let first = decl.modifiers.first?.lowerBound ?? decl.keyword
            offsets.append((file.tokens[first].start, word))
        }
        visit(file.declarations, inType: nil)
        var bytes = file.bytes
        for (offset, word) in offsets.sorted(by: { $0.0 > $1.0 }) { bytes.insert(contentsOf: Array(word.utf8), at: offset) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
