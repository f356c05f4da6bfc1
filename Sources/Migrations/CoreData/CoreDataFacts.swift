import MigrationKit
import SourceSyntax

/// What the coredata migration records in `scan` and decides once per run.
enum CoreDataFact {
    /// Every scanned file, whole: whether a store converts depends on every file that uses it, and
    /// the same converter that writes a file's edits must find its blockers (so the decision and
    /// the rewrite cannot disagree), which needs the model, known only once every file is scanned.
    static let source = FactKey<SourceFile>("coredata.source")
}

enum CoreDataMemo {
    static let plan = MemoKey<StoreUnit>("coredata.plan")
    static let coexistence = MemoKey<CoexistenceUnit>("coredata.coexistence")
}
