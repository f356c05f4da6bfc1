import PredicateKit

/// Which entities get a class, under which name and superclass. Rules: `coredata.blocked`,
/// `coredata.inheritance`, `coredata.class-name`, `coredata.unsupported-attribute`.
///
/// A class is written only when it and every class it names can be written faithfully: a class
/// whose relationship points at a missing class would not compile, and a class that silently drops
/// a stored attribute would drop its column from an existing store.
struct EntityPlan {
    /// Entity name → class name, for the entities that are generated.
    private(set) var classNames: [String: String] = [:]
    /// Entity name → its attributes as Swift properties (generated entities only).
    private(set) var attributes: [String: [String: MappedAttribute]] = [:]
    /// Entity names that have subentities among the generated ones (their classes are not final).
    private(set) var parents: Set<String> = []

    /// Names the generated code itself uses: a class with one of them would shadow it.
    static let reservedClassNames: Set<String> = [
        "String", "Int", "Int16", "Int32", "Int64", "Double", "Float", "Decimal", "Bool", "Date", "Data", "UUID", "URL",
        "Array", "Optional", "Model", "Attribute", "Relationship", "Transient", "Unique", "Index", "Schema", "PersistentModel",
        "Foundation", "SwiftData",
    ]

    init(model: CoreDataModel, target: ModelTarget, diagnostics: inout ModelDiagnostics) {
        var blocked: [String: String] = [:]  // entity → why, for the first reason found
        let byName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let classCounts = Dictionary(model.entities.map { ($0.className, 1) }, uniquingKeysWith: +)

        for entity in model.entities {
            if classCounts[entity.className, default: 0] > 1 {
                diagnostics.warn(
                    .className, at: entity.position,
                    "entity '\(entity.name)' is not generated: another entity also has the class name '\(entity.className)'")
                blocked[entity.name] = "its class name is not unique"
            } else if Self.reservedClassNames.contains(entity.className) || !SwiftIdentifiers.isValid(entity.className) {
                diagnostics.warn(
                    .className, at: entity.position,
                    "entity '\(entity.name)' is not generated: its class name '\(entity.className)' would shadow a type the generated code uses; set another Class name in the model editor"
                )
                blocked[entity.name] = "its class name cannot be used"
            }
            var mapped: [String: MappedAttribute] = [:]
            for attribute in entity.attributes where !attribute.isDerived {
                switch AttributeMapping.map(attribute) {
                case .success(let property): mapped[attribute.name] = property
                case .failure(let unsupported) where attribute.isTransient:
                    // Nothing of a transient attribute is stored: leaving it out loses no data, and
                    // code that reads it stops compiling rather than misbehaving.
                    diagnostics.warn(
                        .unsupportedAttribute, at: attribute.position, "transient attribute '\(attribute.name)' is left out: \(unsupported.message)")
                case .failure(let unsupported):
                    diagnostics.warn(.unsupportedAttribute, at: attribute.position, "entity '\(entity.name)' is not generated: \(unsupported.message)")
                    if blocked[entity.name] == nil { blocked[entity.name] = "attribute '\(attribute.name)' has no SwiftData form" }
                }
            }
            attributes[entity.name] = mapped
            for relationship in entity.relationships where byName[relationship.destination] == nil {
                diagnostics.warn(
                    .blocked, at: relationship.position,
                    "entity '\(entity.name)' is not generated: relationship '\(relationship.name)' points at '\(relationship.destination)', which the model does not declare"
                )
                if blocked[entity.name] == nil { blocked[entity.name] = "it names an entity the model does not declare" }
            }
        }

        // Inheritance: from iOS 26 a subentity is a subclass; below, the whole hierarchy waits.
        let parentNames = Set(model.entities.compactMap(\.parentEntity))
        let hierarchyMembers = model.entities.filter { $0.parentEntity != nil || parentNames.contains($0.name) }
        for entity in hierarchyMembers {
            if let parent = entity.parentEntity, byName[parent] == nil {
                diagnostics.warn(
                    .inheritance, at: entity.position, "entity '\(entity.name)' is not generated: its parent entity '\(parent)' is not in the model")
                blocked[entity.name] = blocked[entity.name] ?? "its parent entity is missing"
            } else if !target.hasModelInheritance {
                let role = entity.parentEntity.map { "is a subentity of '\($0)'" } ?? "is a parent entity"
                diagnostics.warn(
                    .inheritance, at: entity.position,
                    "entity '\(entity.name)' \(role): SwiftData model classes inherit only from iOS 26 (the target is iOS \(target.iOS)); not generated — raise the target or flatten the hierarchy in the model first"
                )
                blocked[entity.name] = blocked[entity.name] ?? "model inheritance needs iOS 26"
            } else if entity.isAbstract {
                diagnostics.warn(
                    .inheritance, at: entity.position,
                    "entity '\(entity.name)' is abstract: SwiftData has no abstract models, so nothing stops code from inserting a '\(entity.className)' itself"
                )
            }
        }

        // A class naming a class that is not written would not compile: block it too, until nothing changes.
        var changed = true
        while changed {
            changed = false
            for entity in model.entities where blocked[entity.name] == nil {
                let dependencies = entity.relationships.map(\.destination) + (entity.parentEntity.map { [$0] } ?? [])
                if let dependency = dependencies.first(where: { blocked[$0] != nil }) {
                    diagnostics.warn(
                        .blocked, at: entity.position,
                        "entity '\(entity.name)' is not generated: it refers to '\(dependency)', which is not generated (\(blocked[dependency]!))")
                    blocked[entity.name] = "it refers to '\(dependency)', which is not generated"
                    changed = true
                }
            }
        }

        for entity in model.entities where blocked[entity.name] == nil {
            classNames[entity.name] = entity.className
            if let parent = entity.parentEntity { parents.insert(parent) }
        }
        attributes = attributes.filter { classNames[$0.key] != nil }
    }

    func isGenerated(_ entity: String) -> Bool { classNames[entity] != nil }
}
