import SourceSyntax

/// The types whose members the view rules rewrite (views, and anything else that holds a model in
/// a wrapper): every type declaration or extension except protocols, with its simple name. One walk
/// for every view rule, so they agree on what a "view" is.
struct ViewTypes: Sequence {
    struct Element {
        var decl: Decl
        var name: String
    }

    let file: SourceFile

    func makeIterator() -> some IteratorProtocol<Element> {
        file.allDeclarations.lazy
            .filter { $0.isTypeDeclaration && $0.kind != .protocolDecl }
            .compactMap { decl in file.simpleTypeName(of: decl).map { Element(decl: decl, name: $0) } }
            .makeIterator()
    }
}
