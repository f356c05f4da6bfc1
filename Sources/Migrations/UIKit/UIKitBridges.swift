import MigrationKit
import SourceSyntax

/// What the `bridge` command writes: a representable for a UIKit type, or a hosting helper for a
/// SwiftUI view, found among parsed sources.
public enum UIKitBridges {
    public struct Output: Sendable {
        /// `<Type>Representable.swift` or `<View>Hosting.swift`.
        public var fileName: String
        /// The file's text; nil when nothing can be generated (the diagnostics or `error` say why).
        public var text: String?
        public var diagnostics: [Diagnostic]
        /// The type is not among the sources, or is no UIKit view or view controller.
        public var error: String?
    }

    /// The `UIViewRepresentable`/`UIViewControllerRepresentable` for the class `typeName`;
    /// `interfaceBuilder` are the storyboards and xibs among the inputs (a class one of them makes
    /// gets no bridge).
    public static func representable(of typeName: String, in files: [SourceFile], interfaceBuilder: [SourceInput] = []) -> Output {
        let lookup = TypeLookup(files: files)
        let fileName = RepresentableWriter.fileName(for: typeName)
        let classes = lookup.types(named: typeName).filter { $0.decl.kind == .classDecl }
        guard let declared = classes.first else {
            return Output(fileName: fileName, text: nil, diagnostics: [], error: "no class named \(typeName) in the inputs")
        }
        guard classes.count == 1 else {
            let places = classes.map { "\($0.file.path):\($0.line)" }.joined(separator: ", ")
            return Output(
                fileName: fileName, text: nil, diagnostics: [],
                error: "\(classes.count) classes are named \(typeName) (\(places)); give the folder or file of the one to bridge as PATH")
        }
        // A second declaration of the name would not compile; one in a file of the bridge's name
        // is an earlier bridge, which writing compares with (up to date, or `--overwrite`).
        if let existing = lookup.type(named: "\(typeName)Representable"), existing.file.path.split(separator: "/").last.map(String.init) != fileName {
            return Output(
                fileName: fileName, text: nil, diagnostics: [],
                error: "\(existing.file.path):\(existing.line) declares \(typeName)Representable already")
        }
        guard let screen = Screen.read(declared, lookup: lookup, scenes: InterfaceBuilderScenes(files: interfaceBuilder)) else {
            return Output(
                fileName: fileName, text: nil, diagnostics: [],
                error: "\(typeName) is no UIView or UIViewController subclass as far as the inputs show (its superclass chain does not reach UIKit)")
        }
        switch RepresentableWriter.plan(screen, lookup: lookup) {
        case .plan(let plan, let notes):
            return Output(fileName: fileName, text: RepresentableWriter.text(for: plan), diagnostics: notes, error: nil)
        case .blocked(let diagnostics):
            return Output(fileName: fileName, text: nil, diagnostics: diagnostics, error: nil)
        }
    }

    /// The `UIViewController` helper that embeds the SwiftUI view `viewName` in a `UIHostingController`.
    public static func hosting(of viewName: String, in files: [SourceFile]) -> Output {
        let lookup = TypeLookup(files: files)
        guard lookup.types(named: viewName).contains(where: { $0.decl.kind == .structDecl }) else {
            // A misspelt name would give a helper that does not compile.
            return Output(
                fileName: HostingWriter.fileName(for: viewName), text: nil, diagnostics: [],
                error: "no struct named \(viewName) in the inputs; give the folder that declares the view as PATH")
        }
        let (parameters, note) = HostingWriter.parameters(of: viewName, lookup: lookup)
        var diagnostics: [Diagnostic] = []
        if let note {
            let declared = lookup.types(named: viewName).first { $0.decl.kind == .structDecl }
            let location = declared.map { $0.file.location(ofToken: $0.decl.keyword) } ?? (line: 0, column: 0)
            diagnostics.append(
                Diagnostic(
                    path: declared?.file.path ?? "-", line: location.line, column: location.column, severity: .note, rule: UIKitRule.hosting.id,
                    message: note))
        }
        return Output(
            fileName: HostingWriter.fileName(for: viewName), text: HostingWriter.text(viewName: viewName, parameters: parameters),
            diagnostics: diagnostics, error: nil)
    }
}
