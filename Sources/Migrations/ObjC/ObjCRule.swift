import MigrationKit

/// Every rule of the objc migration, with the file that holds its code.
enum ObjCRule: String, MigrationRule {
    /// `PairTranslator.swift` (framework superclasses in `FrameworkSuperclasses.swift`), `BodyTranslator.swift` and its `Body*.swift` extensions (written in `ProjectPlan.swift`)
    case translate = "objc.translate"
    /// `ProjectPlan.swift`
    case delete = "objc.delete"
    /// `Bookkeeping.swift`
    case bridgingHeader = "objc.bridging-header"
    /// `Bookkeeping.swift`
    case importers = "objc.importers"
    /// `ProjectPlan.swift`
    /// `PairModel.swift`, `PairTranslator.swift`, `BodyTranslator.swift` (and `BodyExpressions.swift`, `BodyMessageSends.swift`), `ImporterNames.swift`,
    /// `TypeMapping.swift`, `Bookkeeping.swift` (reported in `ProjectPlan.swift`)
    case blocked = "objc.blocked"
    /// `ProjectPlan.swift` (the graph in `ImportGraph.swift`)
    case notALeaf = "objc.not-a-leaf"
    /// `NullabilityAudit.swift`
    case nullability = "objc.nullability"

    var summary: String {
        switch self {
        case .translate: "An Objective-C `.h` + `.m` pair becomes one `.swift` file beside it, with the names the Swift importer gave its members."
        case .delete: "The translated pair's `.h` and `.m` are deleted."
        case .bridgingHeader: "The bridging header loses the translated header's `#import` (and gains the imports a translated non-leaf needs)."
        case .importers:
            "Objective-C files that imported the translated header import `<Module>-Swift.h` instead (headers get `@class`/`@protocol` forward declarations)."
        case .blocked: "A pair with a construct outside the translated subset stays byte-identical; the first such construct is reported where it is."
        case .notALeaf: "A pair that imports another Objective-C pair waits until that one is Swift (leaves first), unless `objc.files` names it."
        case .nullability: "A header without `NS_ASSUME_NONNULL_BEGIN`/`END`, or a pointer outside it without a nullability annotation (Swift sees it as `T!`)."
        }
    }
}
