import MigrationKit
import SourceSyntax

/// The navigation-bar modifiers deprecated in favour of the toolbar API. Rules:
/// `navigation.title`, `navigation.bar-items`, `navigation.bar-hidden`.
///
/// Each rewrite takes the modifier's own arguments as they are: `navigationTitle` has the same
/// overloads as `navigationBarTitle` (`Text`, `LocalizedStringKey`, `StringProtocol`), and
/// `navigationBarTitleDisplayMode` takes the same `NavigationBarItem.TitleDisplayMode`. A shape
/// outside these (a label this code does not know, a trailing closure) is reported.
enum BarModifiers {
    static func edits(in file: SourceFile, context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        for call in file.calls(named: ["navigationBarTitle", "navigationBarItems", "navigationBarHidden"]) {
            guard file.kind(call.name - 1) == .period, let close = call.rightParen, call.trailingClosures.isEmpty else { continue }
            let labels = call.arguments.map { $0.label.map { file.text(of: $0) } }
            switch file.text(of: call.name) {
            case "navigationBarTitle":
                if let edit = title(call, labels: labels, close: close, in: file) {
                    edits.append(edit)
                } else {
                    context.warn(
                        NavigationRule.title, at: call.name,
                        "navigationBarTitle not rewritten: only (title) and (title, displayMode:) are; write .navigationTitle(…) by hand")
                }
            case "navigationBarHidden":
                guard labels == [nil] else { continue }
                edits.append(hidden(call, close: close, in: file))
            default:
                if let edit = items(call, labels: labels, close: close, in: file, context: context) {
                    edits.append(edit)
                } else {
                    context.warn(
                        NavigationRule.barItems, at: call.name,
                        "navigationBarItems not rewritten: its arguments hold a multi-line string or are not (leading:trailing:); write .toolbar { ToolbarItem(placement: …) { … } } by hand"
                    )
                }
            }
        }
        return edits
    }

    /// `.navigationBarTitle(x)` → `.navigationTitle(x)`; `(x, displayMode: m)` adds
    /// `.navigationBarTitleDisplayMode(m)`, on its own line when the modifier was on its own line.
    static func title(_ call: Call, labels: [String?], close: Int, in file: SourceFile) -> Edit? {
        switch labels {
        case [nil]:
            return .replace(call.name..<(call.name + 1), in: file, with: "navigationTitle", rule: NavigationRule.title)
        case [nil, "displayMode"]:
            let title = file.text(call.arguments[0].value)
            let mode = file.text(call.arguments[1].value)
            let dot = call.name - 1
            let separator = file.startsLine(dot) ? file.lineBreak + file.indentation(ofLineContaining: file.tokens[dot].start) : ""
            return .replace(
                call.name..<(close + 1), in: file,
                with: "navigationTitle(\(title))\(separator).navigationBarTitleDisplayMode(\(mode))", rule: NavigationRule.title)
        default:
            return nil
        }
    }

    /// `.navigationBarHidden(b)` → `.toolbar(b ? .hidden : .visible, for: .navigationBar)`.
    static func hidden(_ call: Call, close: Int, in file: SourceFile) -> Edit {
        let value = call.arguments[0].value
        let visibility: String
        switch file.text(value).filter({ !$0.isWhitespace }) {
        case "true": visibility = ".hidden"
        case "false": visibility = ".visible"
        default: visibility = "\(file.operandText(value, asOperandOf: .ternary)) ? .hidden : .visible"
        }
        return .replace(call.name..<(close + 1), in: file, with: "toolbar(\(visibility), for: .navigationBar)", rule: NavigationRule.barHidden)
    }

    /// `.navigationBarItems(leading: a, trailing: b)` → a `.toolbar` with one `ToolbarItem` per side.
    /// The placements are the iOS 14 names unless the iOS deployment target is known to be 17 or
    /// later, where `.topBarLeading`/`.topBarTrailing` replace them.
    static func items(_ call: Call, labels: [String?], close: Int, in file: SourceFile, context: MigrationContext) -> Edit? {
        guard [["leading"], ["trailing"], ["leading", "trailing"]].contains(labels) else { return nil }
        let modern = context.options.deployment.versions[.iOS].map { $0 >= Version(17) } ?? false
        let dot = call.name - 1
        let base = file.indentation(ofLineContaining: file.tokens[dot].start)
        let unit = file.indentUnit(after: base)
        let lineBreak = file.lineBreak
        var text = "toolbar {"
        let item = context.index.spelling("ToolbarItem", module: "SwiftUI", inScope: file.lexicalScope(at: call.name))
        for argument in call.arguments {
            let side = labels[call.arguments.firstIndex(of: argument)!] == "leading" ? "Leading" : "Trailing"
            let placement = modern ? ".topBar\(side)" : ".navigationBar\(side)"
            // Continuation lines were indented relative to the line the view starts on; move them by
            // what that line moves, so the view keeps its shape two levels inside the modifier.
            let firstIndent = file.indentation(ofLineContaining: file.tokens[argument.value.lowerBound].start).count - base.count
            guard let view = file.reindented(file.text(argument.value), by: unit.count * 2 - firstIndent, unit: unit.first!) else { return nil }
            text += "\(lineBreak)\(base)\(unit)\(item)(placement: \(placement)) {\(lineBreak)\(base)\(unit)\(unit)\(view)\(lineBreak)\(base)\(unit)}"
        }
        text += "\(lineBreak)\(base)}"
        return .replace(call.name..<(close + 1), in: file, with: text, rule: NavigationRule.barItems)
    }
}
