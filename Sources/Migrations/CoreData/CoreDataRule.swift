import MigrationKit

/// Every rule of the coredata model generation, with the file that holds its code.
public enum CoreDataRule: String, MigrationRule {
    /// `EntityPlan.swift`: an entity whose class is not written because it depends on one that is not.
    case blocked = "coredata.blocked"
    /// `EntityPlan.swift`: a parent entity or subentity below the OS that supports model inheritance.
    case inheritance = "coredata.inheritance"
    /// `EntityPlan.swift`: two entities with one class name, or a class name the generated code uses.
    case className = "coredata.class-name"
    /// `AttributeMapping.swift`: an attribute type or default value with no faithful SwiftData form.
    case unsupportedAttribute = "coredata.unsupported-attribute"
    /// `ModelChecks.swift`: the store's entity name differs from the class name SwiftData will use.
    case entityName = "coredata.entity-name"
    /// `ModelChecks.swift`: derived attributes are left out.
    case derivedAttribute = "coredata.derived-attribute"
    /// `ModelChecks.swift`: fetched properties are left out.
    case fetchedProperty = "coredata.fetched-property"
    /// `ModelChecks.swift`: model-level fetch request templates.
    case fetchRequestTemplate = "coredata.fetch-request-template"
    /// `ModelChecks.swift`: configurations other than the default one.
    case configurations = "coredata.configurations"
    /// `ModelChecks.swift`: CloudKit rules a CloudKit-synced model breaks.
    case cloudKit = "coredata.cloudkit"
    /// `ModelChecks.swift`: validation rules Core Data checked on save.
    case validation = "coredata.validation"
    /// `ModelChecks.swift`: attribute options SwiftData does not get from the model.
    case attributeOption = "coredata.attribute-option"
    /// `ClassWriter.swift`: uniqueness constraints (upsert semantics; compound ones need iOS 18).
    case uniqueness = "coredata.uniqueness"
    /// `ClassWriter.swift`: fetch indexes (iOS 18).
    case fetchIndex = "coredata.fetch-index"
    /// `ClassWriter.swift`: ordered to-many relationships lose their order.
    case orderedToMany = "coredata.ordered-to-many"
    /// `ClassWriter.swift`: a required to-one relationship becomes an optional property.
    case requiredToOne = "coredata.required-to-one"
    /// `ClassWriter.swift`: an inverse that names no relationship of the destination, or a self-inverse.
    case inverse = "coredata.inverse"
    /// `StoreUnit.swift`: the store stays in Core Data; each blocker of the unit is named where it is.
    case unit = "coredata.unit"
    /// `ModelFiles.swift`: the generated `@Model` classes of a model, as a new file beside it.
    case modelFile = "coredata.model-file"
    /// `ModelFiles.swift`: Xcode's class generation switched off in the model (the `@Model` classes take the names).
    case codegen = "coredata.codegen"
    /// `PersistenceStack.swift`: the template `NSPersistentContainer` stack → `ModelContainer`.
    case stack = "coredata.stack"
    /// `ContextCalls.swift`: `\.managedObjectContext` → `\.modelContext`, `.environment(\.managedObjectContext, …)` → `.modelContainer(…)`.
    case environment = "coredata.environment"
    /// `ContextCalls.swift`: `NSManagedObjectContext` → `ModelContext`, `viewContext` of the stack → `mainContext`.
    case context = "coredata.context"
    /// `ContextCalls.swift`: `T(context: ctx)` → `T()` and `ctx.insert(…)`.
    case insert = "coredata.insert"
    /// `FetchRequests.swift`: `@FetchRequest` → `@Query`, `FetchedResults<T>` → `[T]`.
    case fetchRequest = "coredata.fetch-request"
    /// `FetchRequests.swift`: `NSSortDescriptor` → `SortDescriptor`.
    case sortDescriptor = "coredata.sort-descriptor"
    /// `FetchDescriptors.swift`: a local `NSFetchRequest<T>` → `FetchDescriptor<T>`, `count(for:)` → `fetchCount`.
    case fetchDescriptor = "coredata.fetch-descriptor"
    /// `Predicates.swift`: `NSPredicate(format:…)` → `#Predicate<T>` (through PredicateKit).
    case predicate = "coredata.predicate"
    /// `Coexistence.swift`: `--set coredata.mode=coexist`: SwiftData beside Core Data on the same store.
    case coexist = "coredata.coexist"
    /// `DataCopy.swift`: `--set coredata.copy-data=true`: the one-time copy `migrateData(from:to:)` beside the coexistence models.
    case copyData = "coredata.copy-data"
    /// `VersionedSchemas.swift`: a change between model versions that Core Data does not infer (a `.custom` stage).
    case schemaMigration = "coredata.schema-migration"
    /// `ManagedClasses.swift`: hand-written `NSManagedObject` classes and extensions merged with the `@Model` class.
    case managedClass = "coredata.managed-class"
    /// `CoreDataAPI.swift`: Core Data API with no rewrite (fetched results controllers, batch requests, object IDs, KVC, …).
    case unsupportedAPI = "coredata.unsupported-api"
    /// `CoreDataAPI.swift`: a property whose Swift type differs between Xcode's generated class and the `@Model` class.
    case propertyType = "coredata.property-type"

    public var summary: String {
        switch self {
        case .blocked: "An entity related to one that cannot be generated is not generated either (its class would not compile)."
        case .inheritance: "Parent entities and subentities become subclasses only from iOS 26 (model inheritance); below, the hierarchy is not generated."
        case .className: "Two entities with one class name, or a class name the generated code needs (`Date`, `Attribute`, …): the entity is not generated."
        case .unsupportedAttribute:
            "An attribute type or default value with no faithful SwiftData form (Undefined, Object ID, Composite, Transformable without class or transformer): the entity is not generated."
        case .entityName: "SwiftData names the entity after the class; a `representedClassName` that differs from the entity name no longer matches the store."
        case .derivedAttribute: "Derived attributes have no SwiftData form: the property is left out (compute it in code)."
        case .fetchedProperty: "Fetched properties have no SwiftData form: the property is left out (write a fetch with a `#Predicate`)."
        case .fetchRequestTemplate: "Fetch request templates stay in the Core Data model: write a `FetchDescriptor` for each."
        case .configurations: "Several configurations: SwiftData needs one `ModelConfiguration` per store, with its own schema."
        case .cloudKit:
            "A CloudKit-synced model breaks one of SwiftData's CloudKit rules (optional or defaulted attributes, optional relationships with inverses, no unique constraints, no Deny rule)."
        case .validation: "Minimum, maximum and regular-expression validation is not checked by SwiftData."
        case .attributeOption: "An attribute option (preserve after deletion, Spotlight indexing) that the generated class does not carry."
        case .uniqueness:
            "Uniqueness constraints: `@Attribute(.unique)` for one attribute, `#Unique` for compound ones from iOS 18; SwiftData upserts where Core Data's default merge policy failed the save."
        case .fetchIndex: "Fetch indexes become `#Index` from iOS 18; below, they are left out."
        case .orderedToMany: "Ordered to-many relationships become arrays that do not keep their order: add a sort-index attribute."
        case .requiredToOne: "A non-optional to-one relationship becomes an optional property: SwiftData does not refuse to save without it."
        case .inverse: "An inverse that names no relationship of the destination, or a relationship that is its own inverse, is left out."
        case .unit:
            "A model and every file that uses it convert together or not at all; when anything blocks, the store stays in Core Data and each blocker is reported where it is."
        case .modelFile: "The model's `@Model` classes are written to a new file beside the model (`<Model>Models.swift`)."
        case .codegen: "Xcode's class generation is switched off for the model's entities, so the `@Model` classes take their names."
        case .stack:
            "The template `NSPersistentContainer` stack (the SwiftUI template's `PersistenceController`, the UIKit template's `lazy var persistentContainer`) becomes a `ModelContainer` on the same store file (or in memory)."
        case .environment:
            "`@Environment(\\.managedObjectContext)` → `@Environment(\\.modelContext)`; `.environment(\\.managedObjectContext, stack.container.viewContext)` → `.modelContainer(stack.container)`, another context → `.modelContext(context)`."
        case .context: "`NSManagedObjectContext` → `ModelContext`; the stack's `container.viewContext` → `container.mainContext`."
        case .insert: "`let x = T(context: ctx)` → `let x = T()` followed by `ctx.insert(x)`, where the generated `init` takes no arguments."
        case .fetchRequest:
            "`@FetchRequest(sortDescriptors:predicate:animation:)` → `@Query(filter:sort:animation:)`, `_items = FetchRequest<T>(…)` in an `init` → `_items = Query(…)`; `FetchedResults<T>` → `[T]`."
        case .sortDescriptor:
            "`NSSortDescriptor(keyPath: \\T.x, ascending: b)` / `(key: \"x\", ascending: b)` → `SortDescriptor(\\T.x, order: .forward/.reverse)` on dates and numbers."
        case .fetchDescriptor:
            "A local `let r = T.fetchRequest()` whose every use is a predicate, sort, limit or offset assignment, `ctx.fetch(r)` or `ctx.count(for: r)` → `var r = FetchDescriptor<T>()`, `r.sortBy`, `ctx.fetchCount(r)`."
        case .predicate:
            "`NSPredicate(format: \"…\", …)` with a literal format → `#Predicate<T> { … }`, translated against the model; refused (the store stays) when the translation is not faithful."
        case .coexist:
            "`--set coredata.mode=coexist`: `@Model` classes named after the entities and a `ModelContainer` on the Core Data store file in a new file, the Core Data classes renamed `CD<Name>`, persistent history tracking switched on; Core Data code stays."
        case .copyData:
            "`--set coredata.copy-data=true` (coexistence): `<Model>SwiftDataStore.migrateData(from:to:)` copies every Core Data object into a `ModelContext`, values read as Core Data stores them, relationships re-linked through an object map; required values that are missing throw."
        case .schemaMigration:
            "`models --versioned` and `--set coredata.versioned-schema=true`: a change between two model versions that Core Data's lightweight migration does not infer (a type change, a required attribute without a default, a relationship's cardinality or destination): the stage is `.custom`, to fill in by hand (in a run, it blocks the store)."
        case .managedClass:
            "A hand-written `NSManagedObject` class becomes an extension of the `@Model` class (its `@NSManaged` properties, accessors and `fetchRequest()` removed); overrides, initializers and stored properties block."
        case .unsupportedAPI:
            "Core Data API with no SwiftData rewrite here (fetched results controllers, fetch requests, batch requests, background contexts, object IDs, KVC, history, CloudKit sharing, …): it blocks the store's conversion."
        case .propertyType:
            "A property whose type in Xcode's generated class (`String?`, `NSSet?`, `NSNumber?`) differs from the `@Model` class's is used: it blocks the store's conversion."
        }
    }
}
