import MigrationKit
import PredicateKit

/// `--set coredata.copy-data=true` (with `coredata.mode=coexist`): the guide's one-time data
/// migration, `<Model>SwiftDataStore.migrateData(from:to:)`, written into the coexistence file. It
/// copies every Core Data object of the generated entities into a `ModelContext`, re-links the
/// relationships, and saves. Rule: `coredata.copy-data`.
///
/// - Values are read by key (`value(forKey:)`), as Core Data stores them, and converted the way
///   Core Data's own scalar accessors do (`NSNumber.int16Value`, `boolValue`, …;
///   `NSDecimalNumber.decimalValue`). So the copy reads the stored value whatever type the Core
///   Data class declares (Xcode's generated classes make most properties optional).
/// - A required attribute with no value (a store saved without validation) throws `MissingValue`
///   naming it: the copy never invents data.
/// - Each entity is fetched without its subentities, so an object is copied once, as its own class.
/// - Relationships are set after every object is inserted, each pair from one side: the side that
///   declares the inverse (SwiftData keeps the other side in step); a relationship without a
///   declared inverse is set on its own.
struct DataCopyWriter {
    let model: CoreDataModel
    let plan: EntityPlan
    let writer: ClassWriter

    /// `model` with SwiftData's class names (the coexistence models: entity names).
    init(model: CoreDataModel, target: ModelTarget) {
        var scratch = ModelDiagnostics(path: model.path)
        let plan = EntityPlan(model: model, target: target, diagnostics: &scratch)
        self.model = model
        self.plan = plan
        writer = ClassWriter(model: model, plan: plan, target: target, cloudKitEntities: model.cloudKitEntities)
    }

    /// The entities whose objects are copied: generated and not abstract.
    var copiedEntities: [CoreDataModel.Entity] { model.entities.filter { plan.isGenerated($0.name) && !$0.isAbstract } }

    /// An entity that is not generated keeps its objects in Core Data: one note each.
    func diagnostics() -> [Diagnostic] {
        var diagnostics = ModelDiagnostics(path: model.path)
        for entity in model.entities where !plan.isGenerated(entity.name) {
            diagnostics.warn(
                .copyData, at: entity.position,
                "objects of '\(entity.name)' are not copied by migrateData(from:to:): the entity has no SwiftData class (see its other diagnostics)")
        }
        return diagnostics.all
    }

    /// `extension <storeName> { static func migrateData(from:to:) … }`.
    func declaration(extending storeName: String) -> String {
        var lines: [String] = [
            "",
            "extension \(storeName) {",
            "    /// Copies every object of the Core Data store into `modelContext` with its relationships, and saves:",
            "    /// the one-time data migration. Run it once, into a context on another store file than the Core Data",
            "    /// one (a container on the shared store already reads the same rows), and keep the Core Data store",
            "    /// until the copy is checked.",
            "    static func migrateData(from coreDataContext: NSManagedObjectContext, to modelContext: ModelContext) throws {",
        ]
        let entities = copiedEntities
        // The object map only when a relationship is set (a map never read would be a warning).
        let links = entities.contains { !relationshipAssignments(of: $0).isEmpty }
        if links { lines.append("        var copies: [NSManagedObjectID: any PersistentModel] = [:]") }
        for (offset, entity) in entities.enumerated() {
            if offset > 0 || links { lines.append("") }
            lines += copyingAttributes(of: entity, mapped: links)
        }
        for entity in entities {
            let links = relationshipAssignments(of: entity)
            guard !links.isEmpty else { continue }
            let className = plan.classNames[entity.name]!
            lines.append("")
            lines.append("        for object in \(objectsName(entity)) {")
            lines.append("            guard let copy = copies[object.objectID] as? \(className) else { continue }")
            lines += links.map { "            " + $0 }
            lines.append("        }")
        }
        lines += [
            "",
            "        try modelContext.save()",
            "    }",
            "",
            "    /// A required attribute without a value in the Core Data store (saved without validation).",
            "    struct MissingValue: Error, CustomStringConvertible {",
            "        var entity: String",
            "        var attribute: String",
            "        var description: String { \"\\(entity).\\(attribute) is required but has no value in the Core Data store\" }",
            "    }",
            "",
            "    private static func objects(of entity: String, in context: NSManagedObjectContext) throws -> [NSManagedObject] {",
            "        let request = NSFetchRequest<NSManagedObject>(entityName: entity)",
            "        request.includesSubentities = false",
            "        return try context.fetch(request)",
            "    }",
            "",
            "    private static func required<Value>(_ value: Value?, _ entity: String, _ attribute: String) throws -> Value {",
            "        guard let value else { throw MissingValue(entity: entity, attribute: attribute) }",
            "        return value",
            "    }",
            "",
            "    private static func copiedObject<Model>(",
            "        of object: NSManagedObject, _ key: String, in copies: [NSManagedObjectID: any PersistentModel], as type: Model.Type",
            "    ) -> Model? {",
            "        (object.value(forKey: key) as? NSManagedObject).flatMap { copies[$0.objectID] as? Model }",
            "    }",
            "",
            "    private static func copiedObjects<Model>(",
            "        of object: NSManagedObject, _ key: String, in copies: [NSManagedObjectID: any PersistentModel], as type: Model.Type",
            "    ) -> [Model] {",
            "        let value = object.value(forKey: key)",
            "        let related = (value as? NSOrderedSet)?.array ?? (value as? NSSet)?.allObjects ?? []",
            "        return related.compactMap { ($0 as? NSManagedObject).flatMap { copies[$0.objectID] as? Model } }",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func objectsName(_ entity: CoreDataModel.Entity) -> String {
        let name = entity.name.prefix(1).lowercased() + entity.name.dropFirst()
        return name + "Objects"
    }

    /// The entity and its ancestors, root first: a subentity's object holds its parents' properties.
    private func lineage(of entity: CoreDataModel.Entity) -> [CoreDataModel.Entity] {
        var chain = [entity]
        var seen: Set<String> = [entity.name]
        while let parent = chain[0].parentEntity.flatMap({ model.entity(named: $0) }), seen.insert(parent.name).inserted {
            chain.insert(parent, at: 0)
        }
        return chain
    }

    /// Fetch, create with the initializer's values, set the other attributes, insert.
    private func copyingAttributes(of entity: CoreDataModel.Entity, mapped: Bool) -> [String] {
        let className = plan.classNames[entity.name]!
        let parameters = Set(writer.initializerParameters(of: entity).map(\.name))
        var arguments: [String] = []
        var assignments: [String] = []
        for owner in lineage(of: entity) {
            for attribute in owner.attributes where !attribute.isTransient {
                guard let mapped = plan.attributes[owner.name]?[attribute.name] else { continue }
                let read = Self.read(attribute.name, as: mapped)
                let name = SwiftIdentifiers.escaped(attribute.name)
                if parameters.contains(attribute.name) {
                    arguments.append("\(name): required(\(read), \(SwiftLiteral.string(entity.name)), \(SwiftLiteral.string(attribute.name)))")
                } else if mapped.isOptional {
                    assignments.append("copy.\(attribute.name) = \(read)")
                } else {
                    assignments.append(
                        "copy.\(attribute.name) = try required(\(read), \(SwiftLiteral.string(entity.name)), \(SwiftLiteral.string(attribute.name)))")
                }
            }
        }
        var lines = ["        let \(objectsName(entity)) = try objects(of: \(SwiftLiteral.string(entity.name)), in: coreDataContext)"]
        lines.append("        for object in \(objectsName(entity)) {")
        let call = "let copy = \(arguments.isEmpty ? "" : "try ")\(className)(\(arguments.joined(separator: ", ")))"
        if call.count + 12 <= 120 || arguments.count < 2 {
            lines.append("            " + call)
        } else {
            lines.append("            let copy = try \(className)(")
            lines += arguments.enumerated().map { "                " + $0.element + ($0.offset == arguments.count - 1 ? "" : ",") }
            lines.append("            )")
        }
        lines += assignments.map { "            " + $0 }
        lines.append("            modelContext.insert(copy)")
        if mapped { lines.append("            copies[object.objectID] = copy") }
        lines.append("        }")
        return lines
    }

    /// `object.value(forKey: "k")` as the property's Swift type, optional.
    static func read(_ key: String, as mapped: MappedAttribute) -> String {
        let value = "object.value(forKey: \(SwiftLiteral.string(key)))"
        let numbers = [
            "Int16": "int16Value", "Int32": "int32Value", "Int64": "int64Value", "Double": "doubleValue", "Float": "floatValue",
            "Bool": "boolValue",
        ]
        if let accessor = numbers[mapped.type] { return "(\(value) as? NSNumber)?.\(accessor)" }
        if mapped.type == "Decimal" { return "(\(value) as? NSDecimalNumber)?.decimalValue" }
        return "\(value) as? \(mapped.type)"
    }

    /// One assignment per relationship set from this side.
    private func relationshipAssignments(of entity: CoreDataModel.Entity) -> [String] {
        var lines: [String] = []
        var scratch = ModelDiagnostics(path: model.path)
        for owner in lineage(of: entity) {
            for relationship in owner.relationships where !relationship.isTransient {
                guard let destination = plan.classNames[relationship.destination], isSetFromThisSide(relationship, of: owner, &scratch) else {
                    continue
                }
                let helper = relationship.isToMany ? "copiedObjects" : "copiedObject"
                lines.append(
                    "copy.\(relationship.name) = \(helper)(of: object, \(SwiftLiteral.string(relationship.name)), in: copies, as: \(destination).self)")
            }
        }
        return lines
    }

    /// Whether `relationship` is set from `entity`'s side: it declares the inverse, or no side does.
    private func isSetFromThisSide(
        _ relationship: CoreDataModel.Relationship, of entity: CoreDataModel.Entity, _ scratch: inout ModelDiagnostics
    )
        -> Bool
    {
        if writer.inverseKeyPath(of: relationship, in: entity, diagnostics: &scratch) != nil { return true }
        guard let inverseName = relationship.inverseName, let destination = model.entity(named: relationship.destination),
            let inverse = destination.relationship(named: inverseName), !inverse.isTransient, plan.isGenerated(destination.name)
        else { return true }
        return writer.inverseKeyPath(of: inverse, in: destination, diagnostics: &scratch) == nil
    }
}
