import SourceSyntax

/// Where a class is declared, for code outside it: its qualified name (`ProgressHUD.BackgroundView`
/// for a class nested in `ProgressHUD`), and the types written inside it by their short names
/// (`Style` for `RatingView.Style`), qualified so that a bridge in another file finds them.
struct TypeScope: Sendable {
    /// The enclosing types, outermost first, then the class itself, each with its nested type names.
    private var levels: [(name: String, nested: Set<String>)]
    /// A `private` or `fileprivate` class or enclosing type: no other file can name it.
    var isFilePrivate: Bool

    init(_ type: DeclaredType) {
        let file = type.file
        let path = file.declarationPath(to: type.decl.keyword).filter(\.isTypeDeclaration)
        levels = path.map { decl in
            let nested = decl.members.filter { $0.isTypeDeclaration || $0.kind == .typealiasDecl }.compactMap { file.name(of: $0) }
            return (file.simpleTypeName(of: decl) ?? "", Set(nested))
        }
        isFilePrivate = path.contains { file.hasModifier("private", $0) || file.hasModifier("fileprivate", $0) }
    }

    /// `ProgressHUD.BackgroundView`.
    var qualifiedName: String { levels.map(\.name).joined(separator: ".") }

    /// `written` with each type name declared inside the class or its enclosing types qualified
    /// (the innermost declaration wins, as in the compiler's lookup).
    func qualify(_ written: String) -> String {
        guard levels.contains(where: { !$0.nested.isEmpty }) else { return written }
        var result = ""
        var word = ""
        var previous: Character = " "
        func flush() {
            if !word.isEmpty, previous != ".", let level = levels.lastIndex(where: { $0.nested.contains(word) }) {
                result += levels[...level].map(\.name).joined(separator: ".") + "."
            }
            result += word
            if let last = word.last { previous = last }
            word = ""
        }
        for character in written {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty, let last = result.last { previous = last }
                word.append(character)
            } else {
                flush()
                result.append(character)
                previous = character
            }
        }
        flush()
        return result
    }
}
