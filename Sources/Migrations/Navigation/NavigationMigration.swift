import MigrationKit
import SourceSyntax

/// `NavigationView` and the navigation-bar modifiers → `NavigationStack`/`NavigationSplitView` and
/// the toolbar API, where the meaning carries over; the links that bind navigation to a flag or a
/// selection are reported with the value-based shape to write. See `docs/migrations/navigation.md`.
///
/// A syntax tool sees names, not types: only files that import SwiftUI are touched, and none at
/// all when the project declares its own type or method under one of the names it reads or a
/// method it writes; a type it writes (`NavigationStack`) is spelled `SwiftUI.NavigationStack` there.
public struct NavigationMigration: Migration {
    public init() {}

    public var id: String { "navigation" }
    public var summary: String {
        "Rewrites NavigationView to NavigationStack/NavigationSplitView and the navigation-bar modifiers to navigationTitle and toolbar; reports isActive/selection links with the value-based shape."
    }
    /// `NavigationStack`, `NavigationSplitView` and `toolbar(_:for:)`.
    public var minimumDeployment: PlatformVersions {
        PlatformVersions([.iOS: Version(16), .macOS: Version(13), .tvOS: Version(16), .watchOS: Version(9), .visionOS: Version(1)])
    }
    public var rules: [RuleDescription] { NavigationRule.descriptions }

    /// The SwiftUI names this migration rewrites or reports; a project declaration of any of them
    /// (a type, or a method such as a `View` extension's own `navigationBarTitle`) makes the
    /// names ambiguous to a tool that cannot see types.
    static let names = [
        "NavigationView", "NavigationLink", "navigationViewStyle", "navigationBarTitle", "navigationBarItems", "navigationBarHidden",
    ]
    /// The names the rewrites introduce: a project declaration of one would capture the new code.
    static let introduced = ["NavigationStack", "NavigationSplitView", "ToolbarItem", "navigationTitle", "toolbar", "navigationBarTitleDisplayMode"]
    /// The types among them: the engine's shadowing rule (`ProjectIndex.spelling`) writes
    /// `SwiftUI.NavigationStack` where the project has a type of that name, so a declaration of
    /// one blocks nothing. A method cannot be qualified, and a name the migration reads may
    /// already mean the project's own type: those still keep the files as they are.
    static let introducedTypes: Set<String> = ["NavigationStack", "NavigationSplitView", "ToolbarItem"]

    static let gate = ByteSearchSet(names)

    public func isApplicable(to file: SourceFile) -> Bool { file.containsAny(Self.gate) }

    /// Files that may declare one of the names; the introduced names are looked for here too.
    static let declarationGate = ByteSearchSet(names + introduced)

    public func isScanned(_ file: SourceFile) -> Bool { file.containsAny(Self.declarationGate) }

    /// Which views show which (`NavigationNesting`) matters only to a run with a `NavigationView`
    /// to rewrite; then it is read from every SwiftUI file, on every core, before any file is.
    public func prepare(_ index: ProjectIndex, options: MigrationOptions) {
        guard index.files.contains(where: { $0.contains("NavigationView") }) else { return }
        _ = NavigationNesting.shownInside(in: index)
    }

    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        guard file.containsAny(Self.declarationGate) else { return }
        let watched = Set(Self.names + Self.introduced)
        // Types at any depth; methods only in extensions, where a `View` modifier of the same name
        // would be (a view's own method is not what `.name(…)` on another view finds). Which
        // extensions count is decided once the index exists (`shadowingDeclaration`).
        for decl in file.allDeclarations where decl.isTypeDeclaration && decl.kind != .extensionDecl {
            guard let name = file.name(of: decl), watched.contains(name) else { continue }
            let shadow = Shadow(name: name, path: file.path, line: file.location(ofToken: decl.keyword).line, extendedType: nil)
            facts.append(Fact(NavigationFact.declared, about: name, shadow, path: file.path, line: shadow.line))
        }
        // `NavigationView` written as a type (`-> NavigationView<Text>`, `NavigationView<V>.self`):
        // the containers it names would change type under a rewrite.
        for i in file.tokens.indices where file.kind(i) == .identifier && file.matches(i, "NavigationView") {
            let next = file.kind(i + 1)
            guard next != .leftBrace, next != .leftParen, !(file.kind(i - 1) == .keyword && file.matches(i - 1, "struct")) else { continue }
            facts.append(Fact(NavigationFact.typeUse, about: "NavigationView", path: file.path, line: file.location(ofToken: i).line))
        }
        for ext in file.declarations where ext.kind == .extensionDecl {
            for method in ext.flattenedMembers where method.kind == .funcDecl {
                guard let name = file.name(of: method), watched.contains(name) else { continue }
                let shadow = Shadow(
                    name: name, path: file.path, line: file.location(ofToken: method.keyword).line, extendedType: file.simpleTypeName(of: ext))
                facts.append(Fact(NavigationFact.declared, about: name, shadow, path: file.path, line: shadow.line))
            }
        }
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        guard file.imports("SwiftUI") else { return [] }
        if let shadow = shadowingDeclaration(in: context.index) {
            let first = file.tokens.indices.first { file.kind($0) == .identifier && Self.names.contains(file.text(of: $0)) } ?? 0
            context.warn(
                NavigationRule.shadowed, at: first,
                "navigation not migrated in this file: the project declares its own `\(shadow.name)` (\(shadow.path):\(shadow.line)), so these names may not be SwiftUI's; rename it and run again"
            )
            return []
        }
        LegacyLinks.check(file, context: context)
        let typeUse = context.index.facts(NavigationFact.typeUse).first.map { "\($0.path):\($0.line)" }
        return NavigationContainers.edits(in: file, context: context, typeUse: typeUse) + BarModifiers.edits(in: file, context: context)
    }

    private func shadowingDeclaration(in index: ProjectIndex) -> Shadow? {
        index.memoized(NavigationFact.shadowing) {
            // A method counts when it extends `View` or a type from outside the project (a SwiftUI
            // view); one in an extension of the project's own controller is no view modifier.
            let declared = index.facts(NavigationFact.declared).map(\.value).filter { shadow in
                guard let extended = shadow.extendedType else { return !Self.introducedTypes.contains(shadow.name) }
                guard extended != "View" else { return true }
                return !(index.declarations(of: extended) + index.contextDeclarations(of: extended)).contains { !$0.isExtension }
            }
            if let first = declared.min(by: { ($0.path, $0.line) < ($1.path, $1.line) }) { return first }
            for name in Self.names + Self.introduced where !Self.introducedTypes.contains(name) {
                if let context = index.contextDeclarations(of: name).first(where: { !$0.isExtension }) {
                    return Shadow(name: name, path: context.path, line: context.line, extendedType: nil)
                }
            }
            return nil
        }
    }

    public func notes(forEditCounts counts: [String: Int]) -> [String] {
        guard let stacks = counts[NavigationRule.stack.id], stacks > 0 else { return [] }
        return [
            "\(stacks) single-view NavigationView\(stacks == 1 ? "" : "s") became NavigationStack, which is always one column: on iPad (and large iPhones in landscape) some OS versions showed a single-view NavigationView as columns with an empty detail, and on macOS it was always a sidebar; check those layouts"
        ]
    }
}

/// What the navigation migration learns about the project before rewriting any file.
enum NavigationFact {
    /// A type or method the project declares under a SwiftUI navigation name (subject: the name).
    static let declared = FactKey<Shadow>("navigation-fact.declared")
    /// `NavigationView` written as a type somewhere in the project.
    static let typeUse = FactKey<Void>("navigation-fact.type-use")
    /// The first such declaration, once per run.
    static let shadowing = MemoKey<Shadow?>("navigation.shadowing")
    /// Every type shown inside navigation, with where, once per run.
    static let shownInsideTypes = MemoKey<[String: String]>("navigation.shown-inside")
}

/// A project declaration named like a SwiftUI navigation API.
struct Shadow: Sendable {
    var name: String
    var path: String
    var line: Int
    /// The type a method extends; nil for a type declaration.
    var extendedType: String?
}
