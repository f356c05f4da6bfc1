import MigrationKit
import SourceSyntax

/// Which recognised loading shapes the project lets the rewrite change, decided once: a shape
/// converts only when every other file's use of its method and property is one the rewrite
/// handles (see `LoadingShape`).
struct LoadingPlan: Sendable {
    /// Converting types: their method's name and whether it throws.
    var converting: [String: LoadingShape.Summary] = [:]
    /// Types left as they were, with the reason.
    var blocked: [String: String] = [:]

    static let key = MemoKey<LoadingPlan>("storekit-memo.loading-plan")

    /// In phased mode nothing converts: every shape is left for the companion.
    init(index: ProjectIndex, mode: StoreKitMode) {
        let shapes = index.facts(StoreKitFact.loading)
        guard !shapes.isEmpty, mode != .phased else { return }
        let names = parallelMap(index.facts(StoreKitFact.source).map(\.value)) { (path: $0.path, uses: NameUses(file: $0)) }
        let foreignDelegate = names.contains { $0.uses.assignsForeignDelegate }
        for fact in shapes {
            let shape = fact.value
            if let reason = reason(shape, type: fact.subject, path: fact.path, names: names, foreignDelegate: foreignDelegate, index: index) {
                blocked[fact.subject] = reason
            } else {
                converting[fact.subject] = shape
            }
        }
    }

    private func reason(
        _ shape: LoadingShape.Summary, type: String, path: String, names: [(path: String, uses: NameUses)], foreignDelegate: Bool,
        index: ProjectIndex
    ) -> String? {
        if let blocked = shape.blocked { return blocked }
        if StoreKitMigration.projectDeclares("Product", index) {
            return "the project declares its own `Product`, which `[Product]` would name instead of StoreKit's"
        }
        if foreignDelegate { return "some code sets a products request's delegate to another object, so the delegate methods may still be needed" }
        if index.declarations(of: type).filter({ !$0.isExtension }).count != 1 { return "more than one type is called `\(type)`" }
        let namesakes = index.types.values.joined().filter { $0.simpleName != type && $0.methods.contains(shape.method) }
        if let other = namesakes.first {
            return "`\(other.simpleName)` also declares `\(shape.method)()`, so its callers cannot be told apart"
        }
        for (filePath, file) in names {
            if file.selectors.contains(shape.method) { return "`\(shape.method)` is named in a #selector (\(filePath))" }
            let declared = filePath == path ? 1 : 0
            if (file.counts[shape.method] ?? 0) != (file.statementCalls[shape.method] ?? 0) + declared {
                return "`\(shape.method)` is used other than as a call statement of its own in \(filePath), which an async method would break"
            }
            if filePath != path, let retained = shape.retainedRequest, file.counts[retained] != nil {
                return "`\(retained)`, where the request is kept, may be used in \(filePath)"
            }
            if filePath != path, file.counts[shape.property] != nil {
                return "`\(shape.property)` may be read in \(filePath), where the rewrite cannot tell an SKProduct use from a Product one"
            }
        }
        return nil
    }
}
