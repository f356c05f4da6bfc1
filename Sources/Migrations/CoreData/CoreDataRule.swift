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
        }
    }
}
