import MigrationKit
import SourceSyntax

/// `NavigationLink(destination:isActive:)` and `(destination:tag:selection:)`. Rules:
/// `navigation.link-is-active`, `navigation.link-selection`.
///
/// Both links tie navigation to a view that may not be on screen; the value-based replacement
/// moves the destination to a `navigationDestination` on the stack, which this code cannot place
/// (which view is inside which stack is a question of the whole view tree). So each is reported
/// with the shape to write for that site. `NavigationLink(destination:label:)` is still supported
/// and stays.
enum LegacyLinks {
    static func check(_ file: SourceFile, context: MigrationContext) {
        for call in file.calls(named: ["NavigationLink"]) {
            let callee = file.text(call.callee).filter { !$0.isWhitespace }
            guard callee == "NavigationLink" || callee == "SwiftUI.NavigationLink" else { continue }
            let argument = { (label: String) in call.arguments.first { $0.label.map { file.text(of: $0) } == label }.map { file.text($0.value) } }
            let destination = shown(argument("destination"), otherwise: "the destination")
            if let binding = argument("isActive") {
                context.warn(
                    NavigationRule.linkIsActive, at: call.name,
                    "NavigationLink(destination:isActive:) is deprecated and has no one-to-one rewrite: add `.navigationDestination(isPresented: \(shown(binding, otherwise: "the binding"))) { \(destination) }` to a view inside the NavigationStack, and replace this link with a Button that sets the flag (or remove it when its label is EmptyView); running again does not help"
                )
            } else if let tag = argument("tag"), let selection = argument("selection") {
                context.warn(
                    NavigationRule.linkSelection, at: call.name,
                    "NavigationLink(destination:tag:selection:) is deprecated and has no one-to-one rewrite: write `NavigationLink(value: \(shown(tag, otherwise: "the tag")))` with `.navigationDestination(for: <tag type>.self) { value in \(destination) }` on the stack, and drive \(shown(selection, otherwise: "the selection")) through the stack's path (or `List(selection:)` in a NavigationSplitView); running again does not help"
                )
            }
        }
    }

    /// Short single-line text as written, else a description of it.
    static func shown(_ text: String?, otherwise: String) -> String {
        guard let text, text.count <= 60, !text.contains("\n") else { return otherwise }
        return text
    }
}
