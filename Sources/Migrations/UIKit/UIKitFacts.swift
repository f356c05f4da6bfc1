import MigrationKit

/// The facts the uikit migration records in `scan`.
enum UIKitFact {
    /// Every class, struct, enum and protocol, by simple name: the superclass chains, delegate
    /// protocols and Equatable conformances a bridge or draft looks up; and the extensions that
    /// hold table or collection view methods (a screen's data source, kept beside the class).
    static let type = FactKey<DeclaredType>("uikit.type")
}

/// The screens of the project and what can be generated for each, decided once per run.
struct ScreenPlan: Sendable {
    static let key = MemoKey<ScreenPlan>("uikit.screens")

    struct Entry: Sendable {
        var screen: Screen
        var bridge: RepresentableWriter.Outcome
        var draft: ListDraft.Outcome
        /// Another class has the same name: `bridge` needs this one's file to tell them apart.
        var sharesItsName: Bool
    }

    var entries: [Entry]
    /// `entries` indices by the screen's file, so each file finds its own without reading all.
    private(set) var entriesByPath: [String: [Int]] = [:]

    /// The entries of the screens declared in `path`, in `entries` order.
    func entries(in path: String) -> [Entry] { (entriesByPath[path] ?? []).map { entries[$0] } }

    init(index: ProjectIndex) {
        var types: [String: [DeclaredType]] = [:]
        for fact in index.facts(UIKitFact.type) { types[fact.subject, default: []].append(fact.value) }
        let lookup = TypeLookup(types: types)
        let scenes = InterfaceBuilderScenes(files: index.resources)
        let screens = lookup.all.compactMap { Screen.read($0, lookup: lookup, scenes: scenes) }
            .filter { !index.isContext($0.type.file.path) }
            .sorted { ($0.type.file.path, $0.type.decl.keyword) < ($1.type.file.path, $1.type.decl.keyword) }
        // Each screen's bridge and draft are planned on their own: in parallel (this runs in
        // `prepare`, before the per-file map), in the sorted order.
        entries = parallelMap(screens) { screen in
            let file = screen.type.file
            // A disable comment over the class keeps its draft unwritten, as it keeps edits out.
            let suppressed = Suppressions(file).directive(coveringAnyRuleOf: UIKitMigration(), in: file.byteRange(screen.type.decl.tokens)) != nil
            let draft: ListDraft.Outcome =
                suppressed
                ? .outside("a swift-migrate:disable comment covers it", token: screen.type.decl.keyword) : ListDraft.recognize(screen, lookup: lookup)
            let sharesItsName = lookup.types(named: screen.name).filter { $0.decl.kind == .classDecl }.count > 1
            return Entry(screen: screen, bridge: RepresentableWriter.plan(screen, lookup: lookup), draft: draft, sharesItsName: sharesItsName)
        }
        // Two screens whose drafts would have one name (`ItemsViewController`, `ItemsController`):
        // the first in path order keeps it.
        var named: Set<String> = []
        for index in entries.indices {
            guard case .draft(let list) = entries[index].draft else { continue }
            if !named.insert(list.viewName).inserted {
                entries[index].draft = .outside("another screen's draft is named \(list.viewName)", token: entries[index].screen.type.decl.keyword)
            }
        }
        for index in entries.indices { entriesByPath[entries[index].screen.type.file.path, default: []].append(index) }
    }
}
