import MigrationKit
import SourceSyntax

/// `NavigationView` → `NavigationStack` / `NavigationSplitView`. Rules: `navigation.stack`,
/// `navigation.split-view`, `navigation.view-style`.
///
/// The column count is read from the content closure: one view is a stack, two or three views are
/// the columns of a split view. Only a closure whose statements are all plain view expressions is
/// rewritten (an `if`, a `#if`, a declaration or a `;` could hide or add a column). The style
/// modifier decides the rest: `.stack` on one view goes with the rewrite (a stack is what
/// `NavigationStack` is), `.columns` on two or three views goes too; a style that contradicts the
/// column count, or one this code cannot read, is reported and the container stays as it is.
enum NavigationContainers {
    enum Style {
        case automatic, stack, columns
    }

    /// `typeUse`: where the project writes `NavigationView` as a type, if it does; then no
    /// container is rewritten (each would change the type that code names).
    static func edits(in file: SourceFile, context: MigrationContext, typeUse: String?) -> [Edit] {
        var edits: [Edit] = []
        var consumedStyles: Set<Int> = []
        let regions = NavigationNesting.regions(in: file)
        for call in file.calls(named: ["NavigationView"]) {
            let callee = file.text(call.callee).filter { !$0.isWhitespace }
            guard callee == "NavigationView" || callee == "SwiftUI.NavigationView" else { continue }
            let chain = ModifierChain(after: call.tokens.upperBound, in: file)
            let styles = chain.named("navigationViewStyle", in: file)
            for style in styles { consumedStyles.insert(style.dot) }
            if let nested = NavigationNesting.nestingReason(of: call, in: file, regions: regions, index: context.index) {
                context.warn(NavigationRule.stack, at: call.name, "NavigationView not rewritten: \(nested); running again does not help")
                continue
            }
            let planned = typeUse.map { Plan.blocked("the project names NavigationView as a type (\($0)), which the rewrite would no longer match") }
            switch planned ?? plan(call, styles: styles, in: file) {
            case .blocked(let reason):
                context.warn(NavigationRule.stack, at: call.name, "NavigationView not rewritten: \(reason); \(advice)")
            case .stack:
                let stack = context.index.spelling("NavigationStack", module: "SwiftUI", inScope: file.lexicalScope(at: call.name))
                edits.append(.replace(call.name..<(call.name + 1), in: file, with: stack, rule: NavigationRule.stack))
                edits += styles.map { file.removal(ofTokens: $0.dot..<$0.end, rule: NavigationRule.viewStyle) }
            case .split(let columns):
                let split = context.index.spelling("NavigationSplitView", module: "SwiftUI", inScope: file.lexicalScope(at: call.name))
                edits.append(.replace(call.name..<(call.name + 1), in: file, with: split, rule: NavigationRule.splitView))
                let labels = columns.count == 3 ? ["content", "detail"] : ["detail"]
                let indentation = file.indentation(ofLineContaining: file.tokens[call.name].start)
                for (column, label) in zip(columns.dropLast(), labels) {
                    let end = file.tokens[column.upperBound - 1].trailingTriviaRange.upperBound
                    edits.append(.insert("\(file.lineBreak)\(indentation)} \(label): {", at: end, rule: NavigationRule.splitView))
                }
                edits += styles.map { file.removal(ofTokens: $0.dot..<$0.end, rule: NavigationRule.viewStyle) }
            }
        }
        // A style modifier away from any container (on a child view, or on a container this file
        // does not build) does nothing for the new containers: say so once per use.
        for call in file.calls(named: ["navigationViewStyle"]) where file.kind(call.name - 1) == .period && !consumedStyles.contains(call.name - 1) {
            context.warn(
                NavigationRule.viewStyle, at: call.name,
                "navigationViewStyle has no effect on NavigationStack or NavigationSplitView: once the NavigationView it styles is rewritten, remove it (a stack is NavigationStack, columns are NavigationSplitView); running again does not remove it"
            )
        }
        return edits
    }

    static let advice =
        "write NavigationStack { … } for one column or NavigationSplitView { sidebar } detail: { … } for two by hand; running again does not help"

    enum Plan {
        case stack
        case split([Range<Int>])
        case blocked(String)
    }

    static func plan(_ call: Call, styles: [ModifierChain.Modifier], in file: SourceFile) -> Plan {
        guard call.leftParen == nil, call.trailingClosures.count == 1, let closure = call.trailingClosures.first, closure.label == nil else {
            return .blocked("only `NavigationView { … }` with one content closure is rewritten")
        }
        guard file.closureSignature(at: closure.braces.lowerBound) == nil else { return .blocked("its closure has a signature") }
        let statements = file.statements(in: closure.braces)
        if let reason = statements.lazy.compactMap({ notAView($0, in: file) }).first { return .blocked(reason) }
        guard styles.count <= 1 else { return .blocked("it has more than one navigationViewStyle") }
        var style = Style.automatic
        if let modifier = styles.first {
            guard let read = self.style(of: modifier, in: file) else {
                return .blocked("its navigationViewStyle is not one of .automatic, .stack or .columns")
            }
            style = read
        }
        switch (statements.count, style) {
        case (1, .automatic), (1, .stack):
            return .stack
        case (1, .columns):
            return .blocked("one view in the columns style is a sidebar with an empty detail on iPad")
        case (2...3, .automatic), (2...3, .columns):
            return .split(statements)
        case (2...3, .stack):
            return .blocked("the stack style shows only the first of its \(statements.count) views")
        case (0, _):
            return .blocked("it has no content")
        default:
            return .blocked("it has \(statements.count) views")
        }
    }

    /// Why a statement of the content closure is not one view expression, or nil when it is.
    static func notAView(_ statement: Range<Int>, in file: SourceFile) -> String? {
        let first = statement.lowerBound
        switch file.kind(first) {
        case .identifier, .period:
            break
        case .keyword where file.matches(first, "self"):
            break
        case .poundKeyword:
            return "its content has a compiler directive"
        default:
            return "its content starts a statement with `\(file.text(of: first))`, which may not be one view"
        }
        if statement.contains(where: { file.kind($0) == .semicolon }) || file.kind(statement.upperBound) == .semicolon {
            return "its content has a `;`"
        }
        return nil
    }

    /// The style a `.navigationViewStyle(…)` argument names, or nil for anything else.
    static func style(of modifier: ModifierChain.Modifier, in file: SourceFile) -> Style? {
        guard let call = modifier.call, call.arguments.count == 1, call.arguments[0].label == nil, call.trailingClosures.isEmpty else { return nil }
        switch file.text(call.arguments[0].value).filter({ !$0.isWhitespace }) {
        case ".automatic", "DefaultNavigationViewStyle()": return .automatic
        case ".stack", "StackNavigationViewStyle()": return .stack
        case ".columns", "DoubleColumnNavigationViewStyle()", "ColumnNavigationViewStyle()": return .columns
        default: return nil
        }
    }
}
