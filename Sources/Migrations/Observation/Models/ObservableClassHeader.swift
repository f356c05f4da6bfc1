import MigrationKit
import SourceSyntax

/// `class Foo: ObservableObject` → `@Observable class Foo`: the macro is added in front of the
/// modifiers (after any other attributes, on their line or its own), and the conformance is
/// dropped from the inheritance list; a `private` class nested in another type becomes
/// `fileprivate`, which the macro's generated extension needs. A protocol that refined
/// `ObservableObject` refines `AnyObject` instead, so its conformers stay class-bound (and
/// `Observable` when a view holds a conformer through a generic parameter).
enum ObservableClassHeader {

    /// - Parameter macro: `Observable`, or `Observation.Observable` where the project shadows it.
    static func edits(forClass decl: Decl, file: SourceFile, macro: String = "Observable") -> [Edit] {
        var edits: [Edit] = []
        if !file.hasAttribute("Observable", decl) {
            let at = decl.modifiers.first?.lowerBound ?? decl.keyword
            let offset = file.tokens[at].start
            if decl.attributes.isEmpty || file.startsLine(at) {
                let indentation = file.indentation(ofLineContaining: offset)
                edits.append(.insert("@\(macro)" + file.lineBreak + indentation, at: offset, rule: ObservationRule.observableClass))
            } else {
                edits.append(.insert("@\(macro) ", at: offset, rule: ObservationRule.observableClass))
            }
        }
        if let position = decl.inheritance.firstIndex(where: { isObservableObject($0.tokens, file) }) {
            edits.append(file.removal(ofInheritedType: position, in: decl, rule: ObservationRule.observableClass.id))
        }
        // The macro's extension cannot see a `private` type nested in another (checked on Swift 6.3:
        // "'Model' is inaccessible due to 'private' protection level"); `fileprivate` it can.
        let nested = file.declarationPath(to: decl.keyword).count > 1
        if nested, let modifier = decl.modifiers.first(where: { $0.count == 1 && file.matches($0.lowerBound, "private") }) {
            edits.append(.replace(modifier, in: file, with: "fileprivate", rule: ObservationRule.observableClass))
        }
        return edits
    }

    /// - Parameter observable: refine `Observable` too, for views that hold a conformer through a
    ///   generic parameter (`@Bindable` and `@Environment(M.self)` accept only `Observable` types).
    static func edits(forProtocol decl: Decl, file: SourceFile, observable: Bool) -> [Edit] {
        guard let position = decl.inheritance.firstIndex(where: { isObservableObject($0.tokens, file) }) else { return [] }
        let alreadyClassBound = decl.inheritance.contains { file.text($0.tokens) == "AnyObject" }
        let rule = ObservationRule.observableProtocol
        switch (alreadyClassBound, observable) {
        case (true, false): return [file.removal(ofInheritedType: position, in: decl, rule: rule.id)]
        case (true, true): return [.replace(decl.inheritance[position].tokens, in: file, with: "Observable", rule: rule)]
        case (false, false): return [.replace(decl.inheritance[position].tokens, in: file, with: "AnyObject", rule: rule)]
        case (false, true): return [.replace(decl.inheritance[position].tokens, in: file, with: "AnyObject, Observable", rule: rule)]
        }
    }

    /// `ObservableObject`, `Combine.ObservableObject` or `SwiftUI.ObservableObject`.
    static func isObservableObject(_ tokens: Range<Int>, _ file: SourceFile) -> Bool {
        let text = file.text(tokens)
        return text == "ObservableObject" || text == "Combine.ObservableObject" || text == "SwiftUI.ObservableObject"
    }
}
