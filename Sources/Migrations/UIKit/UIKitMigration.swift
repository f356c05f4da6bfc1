import MigrationKit
import SourceSyntax

/// UIKit → SwiftUI, screen by screen, without touching the UIKit code: every UIViewController and
/// UIView subclass is reported (size, outlets, storyboard or xib origin, delegate protocols, whether
/// a bridge or a draft can be generated), and each list screen of the simple shape gets a SwiftUI
/// draft as a new file beside it. Bridges are written on request by `swift-migrate bridge`. See
/// `docs/migrations/uikit.md`.
public struct UIKitMigration: Migration {
    public init() {}

    public var id: String { "uikit" }
    public var summary: String {
        "Reports every UIKit screen (size, outlets, storyboard origin, delegates, whether a bridge or draft can be generated) and writes a SwiftUI List/LazyVGrid draft beside each simple list screen; `swift-migrate bridge` writes representables and hosting helpers."
    }
    /// The drafts' `.task`; `UIViewRepresentable` itself needs iOS 13.
    public var minimumDeployment: PlatformVersions { PlatformVersions([.iOS: Version(15)]) }
    public var rules: [RuleDescription] { UIKitRule.descriptions }

    /// Screens are classes; a file without one has nothing to report (it is still scanned for the
    /// protocols and superclasses the screens use).
    public func isApplicable(to file: SourceFile) -> Bool { file.contains("class") }

    public func isScanned(_ file: SourceFile) -> Bool {
        file.contains("class") || file.contains("protocol") || file.contains("enum") || file.contains("struct") || Self.mayHoldListMethods(file)
    }

    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        let listFile = Self.mayHoldListMethods(file)
        for decl in file.allDeclarations where [.classDecl, .protocolDecl, .structDecl, .enumDecl, .extensionDecl].contains(decl.kind) {
            guard let name = file.simpleTypeName(of: decl) else { continue }
            // Of extensions, those that hold a screen's data-source or delegate methods.
            if decl.kind == .extensionDecl, !listFile || !Self.holdsListMethods(decl, in: file) { continue }
            facts.append(
                Fact(UIKitFact.type, about: name, DeclaredType(file: file, decl: decl), path: file.path, line: file.location(ofToken: decl.keyword).line))
        }
    }

    /// A byte gate before any extension is looked at: most files name no table or collection view.
    static func mayHoldListMethods(_ file: SourceFile) -> Bool {
        file.contains("extension") && (file.contains("tableView") || file.contains("collectionView") || file.contains("numberOfSections"))
    }

    static func holdsListMethods(_ decl: Decl, in file: SourceFile) -> Bool {
        decl.flattenedMembers.contains { member in
            member.kind == .funcDecl && ["tableView", "collectionView", "numberOfSections"].contains { file.name(of: member) == $0 }
        }
    }

    public func prepare(_ index: ProjectIndex, options: MigrationOptions) {
        _ = plan(index)
    }

    private func plan(_ index: ProjectIndex) -> ScreenPlan {
        index.memoized(ScreenPlan.key) { ScreenPlan(index: index) }
    }

    /// One note per screen: `uikit.bridge` when `swift-migrate bridge` can bridge it (so that a
    /// count of the rule is the count of bridgeable screens), `uikit.screen` otherwise; no edits.
    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        // Only the original text: later passes see the same file again.
        guard context.index.bytes(ofInput: file.path) == file.bytes else { return [] }
        for entry in plan(context.index).entries(in: file.path) {
            let screen = entry.screen
            let at = screen.type.decl.name?.lowerBound ?? screen.type.decl.keyword
            if case .plan = entry.bridge {
                context.note(UIKitRule.bridge, at: at, Self.report(entry))
            } else {
                context.note(UIKitRule.screen, at: at, Self.report(entry))
            }
        }
        return []
    }

    /// The drafts, each beside its screen.
    public func projectFiles(in index: ProjectIndex, options: MigrationOptions) -> [ProjectFile] {
        plan(index).entries.compactMap { entry in
            guard case .draft(let draft) = entry.draft else { return nil }
            let path = Self.sibling(of: entry.screen.type.file.path, named: ListDraftWriter.fileName(for: draft))
            return ProjectFile(
                path: path, original: nil, bytes: Array(ListDraftWriter.text(for: draft).utf8), rule: UIKitRule.draft.id, derivedFrom: entry.screen.type.file.path)
        }
    }

    static func sibling(of path: String, named name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    /// `ItemListViewController: table view controller (UITableViewController), 42 lines, no outlets, …;
    /// bridge: …; draft: …`.
    static func report(_ entry: ScreenPlan.Entry) -> String {
        let screen = entry.screen
        var parts = ["\(screen.kind.rawValue) (\(screen.uikitBase)), \(screen.lines) line\(screen.lines == 1 ? "" : "s")"]
        let outlets = screen.outlets.count
        parts.append(outlets == 0 ? "no outlets" : "\(outlets) outlet\(outlets == 1 ? "" : "s")")
        parts.append(
            screen.interfaceBuilderEvidence.map { "from a storyboard or xib (\($0))" }
                ?? "made in code (no storyboard or xib among the inputs names it, nothing in its code suggests one)")
        parts.append(screen.protocols.isEmpty ? "adopts no delegate protocol" : "adopts \(screen.protocols.joined(separator: ", "))")
        if !screen.delegateTypes.isEmpty { parts.append("calls its own \(screen.delegateTypes.joined(separator: ", "))") }
        let bridge: String
        switch entry.bridge {
        case .plan:
            // Two classes of one name: the command is told which by the file.
            let path = entry.sharesItsName ? " \(screen.type.file.path)" : ""
            bridge = "bridge: `swift-migrate bridge \(screen.name)\(path)` writes \(RepresentableWriter.fileName(for: screen.name))"
        case .blocked(let diagnostics):
            let first = diagnostics.first.map { "\($0.message.replacingOccurrences(of: "no bridge for \(screen.name): ", with: "")) (line \($0.line))" }
            bridge = "bridge: no, " + (first ?? "")
        }
        let draft: String
        switch entry.draft {
        case .draft(let list): draft = "draft: \(ListDraftWriter.fileName(for: list)) written beside it"
        case .outside(let reason, _) where screen.kind == .tableViewController || screen.kind == .collectionViewController:
            draft = "draft: no, \(reason)"
        case .outside: draft = "draft: only for list screens"
        }
        return "\(screen.name): " + parts.joined(separator: ", ") + "; \(bridge); \(draft)"
    }
}
