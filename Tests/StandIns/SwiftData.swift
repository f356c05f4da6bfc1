// Stand-in for the parts of SwiftData that generated models use, so that they type-check on
// Linux. Signatures are the ones SwiftData's documentation declares (see docs/migrations/coredata.md,
// "Verified against the SDK documentation"); what cannot be reproduced without SwiftData's compiler
// plugin is listed there under "What the stand-in cannot prove".
//
// Foundation is deliberately not re-exported: a generated file must import it itself.
import Foundation
@_exported import Observation
import SwiftUI

/// SwiftData's `PersistentModel` refines `AnyObject` and `Observable` (and `Hashable`,
/// `Identifiable`, which `@Model` synthesizes). Here a model is any `Observable` class, which is
/// what the stand-in `@Model` makes of a class.
public typealias PersistentModel = AnyObject & Observation.Observable

/// `@Model`: SwiftData's macro rewrites stored properties and adds `PersistentModel`
/// conformance; its plugin is not on Linux. This one borrows the extension role of the toolchain's
/// `@Observable` (the conformance), so a model class gets no synthesized initializer and keeps the
/// plain-class rules: every stored property without a default must be set by `init`.
@attached(extension, conformances: Observable)
public macro Model() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// `@Attribute(_:originalName:hashModifier:)`: the arguments are type-checked against the real
/// signature; the expansion adds nothing (SwiftData's is a peer macro that adds nothing a caller sees).
@attached(accessor, names: named(willSet))
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// `@Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)`.
@attached(accessor, names: named(willSet))
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// `@Transient()`.
@attached(accessor, names: named(willSet))
public macro Transient() = #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// `#Unique<T>(_ constraints: [PartialKeyPath<T>]...)` and `#Index<T>(_ indices: [PartialKeyPath<T>]...)`
/// are freestanding declaration macros, and no plugin on Linux implements one. The type-check
/// rewrites `#Unique<T>(` as `static let _unique<n> = _UniqueConstraints<T>(` (and `#Index` likewise),
/// so that the key paths are checked against `T` with the macros' parameter types.
public struct _UniqueConstraints<T: PersistentModel> {
    public init(_ constraints: [PartialKeyPath<T>]...) {}
}

public struct _IndexKeyPaths<T: PersistentModel> {
    public init(_ indices: [PartialKeyPath<T>]...) {}
}

public final class Schema {
    public final class Attribute {
        public struct Option: Hashable, Sendable {
            private let name: String
            public static var unique: Option { Option(name: "unique") }
            public static var externalStorage: Option { Option(name: "externalStorage") }
            public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
            // `transformable(by transformerType: ValueTransformer.Type)` too, but ValueTransformer
            // is not in Linux's Foundation and generated code names transformers by string.
        }
    }

    public final class Relationship {
        public enum DeleteRule: Hashable, Sendable {
            case cascade, deny, noAction, nullify
        }

        public struct Option: Hashable, Sendable {
            public static var unique: Option { Option() }
        }
    }

    public init(_ types: [any PersistentModel.Type]) {}
}

public struct ModelConfiguration: Hashable, Sendable {
    /// Whether and how the store syncs through CloudKit (`.automatic`: when the app has the entitlement).
    public struct CloudKitDatabase: Hashable, Sendable {
        private let name: String
        public static var automatic: CloudKitDatabase { CloudKitDatabase(name: "automatic") }
        public static var none: CloudKitDatabase { CloudKitDatabase(name: "none") }
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase(name: identifier) }
    }

    public init(isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {}
    public init(url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {}
}

extension Schema {
    public struct Version: Hashable, Sendable {
        public init(_ major: Int, _ minor: Int, _ patch: Int) {}
    }
}

/// One version of a schema: its identifier and its model types.
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// The schemas of a store, oldest first, and the stages between them.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?,
        didMigrate: ((ModelContext) throws -> Void)?)
}

public final class ModelContainer {
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        self.init()
    }

    private init() {}

    /// The container's main-actor context (the one SwiftUI's `.modelContainer` puts in the environment).
    @MainActor public var mainContext: ModelContext { fatalError() }
}

/// The calls the call-site rewrites use, with SwiftData's signatures: models are inserted and
/// deleted one at a time, fetches take a `FetchDescriptor`, and every throwing call is marked so.
public final class ModelContext {
    public init(_ container: ModelContainer) {}
    public var hasChanges: Bool { false }
    public var autosaveEnabled: Bool = true
    /// The models inserted into the context, which fetches return: enough for code that runs
    /// against the stand-in (a copy into a context, read back). Nothing is stored on disk.
    private var models: [any PersistentModel] = []

    public func insert<T: PersistentModel>(_ model: T) {
        if !models.contains(where: { $0 === model }) { models.append(model) }
    }
    public func delete<T: PersistentModel>(_ model: T) {}
    public func save() throws {}
    public func rollback() {}
    /// The inserted models of type `T` that the predicate accepts, in insertion order (sorting,
    /// limits and offsets are not applied).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        try models.compactMap { $0 as? T }.filter { try descriptor.predicate?.evaluate($0) ?? true }
    }
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { 0 }
}

/// `FetchDescriptor<T>`: a predicate (Foundation's `#Predicate`, the real one), sort descriptors
/// (Foundation's `SortDescriptor`) and the paging and prefetching properties.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges: Bool = true
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
    public var propertiesToFetch: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// `@Query`: the SwiftUI property wrapper that fetches models for a view. Its initializers are
/// SwiftData's (filter, sort as an array or one key path with an order, animation).
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    public init(_ descriptor: FetchDescriptor<Element> = FetchDescriptor(), animation: Animation = .default) {}
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default) {}
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation = .default
    ) {}
    public var wrappedValue: [Element] { fatalError() }
}

extension EnvironmentValues {
    /// SwiftData's `\.modelContext` (set by `.modelContainer`).
    public var modelContext: ModelContext { fatalError() }
}

extension View {
    public func modelContainer(_ container: ModelContainer) -> some View { self }
    public func modelContext(_ modelContext: ModelContext) -> some View { self }
}

extension Scene {
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }
}

/// What SwiftData's `@Model` adds besides `Observable`: `PersistentModel` refines `Hashable` and
/// `Identifiable`, both by identity. The stand-in macro cannot add them (it borrows `@Observable`'s
/// expansion), so the type-check declares this conformance on every root `@Model` class (see
/// `StandInSource.prepared`), and code that hashes, compares or lists models type-checks as it
/// does against SwiftData.
public protocol _ModelConformances: AnyObject, Hashable, Identifiable {}

extension _ModelConformances {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Foundation's localized string comparators (`SortDescriptor(\.name, comparator: .localizedStandard)`)
/// are Darwin-only, and Linux's Foundation lacks them. Declared here, where every file that sorts
/// models already looks (it imports SwiftData), so those sorts type-check; that they sort as
/// Core Data's `localizedStandardCompare:` did is not something a type-check can show.
extension String.StandardComparator {
    public static var localizedStandard: String.StandardComparator { .lexical }
    public static var localized: String.StandardComparator { .lexical }
}

/// `localizedStandardContains(_:)` inside `#Predicate` (what `CONTAINS[cd]` translates to) expands
/// to `PredicateExpressions.build_localizedStandardContains`, which only Darwin's Foundation has.
/// Declared here for the type-check, as the comparators above are; it evaluates as a case- and
/// diacritic-insensitive search, and nothing here shows it matches Darwin's locale rules.
extension PredicateExpressions {
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings))
            let part = String(try other.evaluate(bindings))
            return text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
