import PredicateKit

/// One entity as a `@Model` class. Rules: `coredata.uniqueness`, `coredata.fetch-index`,
/// `coredata.ordered-to-many`, `coredata.required-to-one`, `coredata.inverse`.
struct ClassWriter {
    let model: CoreDataModel
    let plan: EntityPlan
    let target: ModelTarget
    /// Entities whose relationships sync through CloudKit: to-many relationships there are optional.
    let cloudKitEntities: Set<String>

    func declaration(of entity: CoreDataModel.Entity, diagnostics: inout ModelDiagnostics) -> String {
        let className = plan.classNames[entity.name]!
        let superclass = entity.parentEntity.flatMap { plan.classNames[$0] }
        var lines: [String] = []
        let macros = schemaMacros(of: entity, className: className, diagnostics: &diagnostics)
        lines += macros.map { "    " + $0 }
        if !macros.isEmpty { lines.append("") }
        let uniqueAttributes = Set(entity.uniquenessConstraints.filter { $0.count == 1 }.map { $0[0] }.filter { plan.attributes[entity.name]?[$0] != nil })
        for attribute in entity.attributes {
            guard let mapped = plan.attributes[entity.name]?[attribute.name] else { continue }
            lines.append("    " + property(attribute, mapped, isUnique: uniqueAttributes.contains(attribute.name)))
        }
        for relationship in entity.relationships {
            lines.append("    " + property(relationship, of: entity, diagnostics: &diagnostics))
        }
        if !entity.attributes.isEmpty || !entity.relationships.isEmpty { lines.append("") }
        lines += initializer(of: entity, superclass: superclass)
        let finality = plan.parents.contains(entity.name) ? "" : "final "
        let inheritance = superclass.map { ": \($0)" } ?? ""
        return "@Model\n\(finality)class \(className)\(inheritance) {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    // MARK: Properties

    private func property(_ attribute: CoreDataModel.Attribute, _ mapped: MappedAttribute, isUnique: Bool) -> String {
        let name = SwiftIdentifiers.escaped(attribute.name)
        if attribute.isTransient {
            // `@Transient` needs a default unless the type is optional; a transient Core Data value
            // starts out nil unless the model gives one.
            if let value = mapped.defaultValue {
                return "@Transient var \(name): \(mapped.type)\(mapped.isOptional ? "?" : "") = \(value)"
            }
            return "@Transient var \(name): \(mapped.type)?"
        }
        var arguments = (isUnique ? [".unique"] : []) + mapped.options
        if let original = attribute.renamingIdentifier, original != attribute.name {
            arguments.append("originalName: \(SwiftLiteral.string(original))")
        }
        let macro = arguments.isEmpty ? "" : "@Attribute(\(arguments.joined(separator: ", "))) "
        let type = mapped.type + (mapped.isOptional ? "?" : "")
        let initial = mapped.defaultValue.map { " = \($0)" } ?? ""
        return "\(macro)var \(name): \(type)\(initial)"
    }

    private func property(
        _ relationship: CoreDataModel.Relationship, of entity: CoreDataModel.Entity, diagnostics: inout ModelDiagnostics
    ) -> String {
        let name = SwiftIdentifiers.escaped(relationship.name)
        let destination = plan.classNames[relationship.destination]!
        let type: String
        let initial: String
        if relationship.isToMany {
            type = cloudKitEntities.contains(entity.name) ? "[\(destination)]?" : "[\(destination)]"
            initial = " = []"
            if relationship.isOrdered {
                diagnostics.warn(
                    .orderedToMany, at: relationship.position,
                    "'\(relationship.name)' is ordered in the model; SwiftData arrays do not keep their order: add an attribute to '\(destination)' (such as `sortIndex: Int`), set it where objects are added, and sort by it where '\(relationship.name)' is read"
                )
            }
        } else {
            type = "\(destination)?"
            initial = ""
            if !relationship.isOptional && !relationship.isTransient {
                diagnostics.warn(
                    .requiredToOne, at: relationship.position,
                    "'\(relationship.name)' is required in the model; the generated property is optional and SwiftData saves without it: check that code sets it"
                )
            }
        }
        if relationship.isTransient { return "@Transient var \(name): \(type)\(initial)" }
        var arguments: [String] = []
        let rule = ["Cascade": ".cascade", "Deny": ".deny", "No Action": ".noAction"][relationship.deleteRule]
        if let rule { arguments.append("deleteRule: \(rule)") }
        if relationship.isToMany {
            if let minimum = relationship.minCount, minimum > 0 { arguments.append("minimumModelCount: \(minimum)") }
            if let maximum = relationship.maxCount, maximum > 0 { arguments.append("maximumModelCount: \(maximum)") }
        }
        if let original = relationship.renamingIdentifier, original != relationship.name {
            arguments.append("originalName: \(SwiftLiteral.string(original))")
        }
        if let inverse = inverseKeyPath(of: relationship, in: entity, diagnostics: &diagnostics) { arguments.append("inverse: \(inverse)") }
        let macro = arguments.isEmpty ? "" : "@Relationship(\(arguments.joined(separator: ", "))) "
        return "\(macro)var \(name): \(type)\(initial)"
    }

    /// `\Tag.items` when this side of the pair carries the inverse: SwiftData wants it on one side
    /// only. The to-many side of a one-to-many pair carries it (as Xcode's generated models do);
    /// otherwise the side whose class and property names sort first.
    func inverseKeyPath(
        of relationship: CoreDataModel.Relationship, in entity: CoreDataModel.Entity, diagnostics: inout ModelDiagnostics
    ) -> String? {
        guard let inverseName = relationship.inverseName, let destination = model.entity(named: relationship.destination) else { return nil }
        guard let inverse = destination.relationship(named: inverseName), !inverse.isTransient, !relationship.isTransient else {
            diagnostics.warn(
                .inverse, at: relationship.position,
                "the inverse of '\(relationship.name)', '\(relationship.destination).\(inverseName)', is not a relationship of '\(relationship.destination)': no inverse is declared"
            )
            return nil
        }
        let keyPath = "\\\(plan.classNames[destination.name]!).\(SwiftIdentifiers.escaped(inverseName))"
        if destination.name == entity.name && inverse.name == relationship.name {
            // `@Relationship(inverse: \Person.friends) var friends` makes the compiler resolve the
            // property's macro from inside its own argument: a circular reference.
            diagnostics.warn(
                .inverse, at: relationship.position,
                "'\(relationship.name)' is its own inverse (adding B to A's '\(relationship.name)' adds A to B's); SwiftData cannot declare that, so the generated property has no inverse: keep both sides in step where objects are added or removed"
            )
            return nil
        }
        if relationship.isToMany != inverse.isToMany { return relationship.isToMany ? keyPath : nil }
        let mine = (plan.classNames[entity.name]!, relationship.name)
        let theirs = (plan.classNames[destination.name]!, inverse.name)
        return mine < theirs ? keyPath : nil
    }

    // MARK: Schema macros

    private func schemaMacros(of entity: CoreDataModel.Entity, className: String, diagnostics: inout ModelDiagnostics) -> [String] {
        var macros: [String] = []
        let attributes = plan.attributes[entity.name] ?? [:]
        let toOne = Set(entity.relationships.filter { !$0.isToMany }.map(\.name))
        func keyPaths(_ names: [String]) -> String { "[" + names.map { "\\.\(SwiftIdentifiers.escaped($0))" }.joined(separator: ", ") + "]" }

        var compound: [[String]] = []
        var described: [String] = []
        for constraint in entity.uniquenessConstraints where !constraint.isEmpty {
            described.append(constraint.joined(separator: " + "))
            if constraint.count == 1, attributes[constraint[0]] != nil { continue }  // `@Attribute(.unique)`
            guard constraint.allSatisfy({ attributes[$0] != nil || toOne.contains($0) }) else {
                diagnostics.warn(
                    .uniqueness, at: entity.position,
                    "the uniqueness constraint on \(constraint.joined(separator: ", ")) names a property that is not an attribute or to-one relationship of '\(entity.name)': it is left out"
                )
                continue
            }
            compound.append(constraint)
        }
        if !compound.isEmpty {
            if target.hasSchemaMacros {
                macros.append("#Unique<\(className)>(" + compound.map(keyPaths).joined(separator: ", ") + ")")
            } else {
                diagnostics.warn(
                    .uniqueness, at: entity.position,
                    "the uniqueness constraint on \(compound.map { $0.joined(separator: " + ") }.joined(separator: "; ")) needs #Unique, which needs iOS 18 (the target is iOS \(target.iOS)): it is left out, so duplicates are no longer prevented"
                )
            }
        }
        if !described.isEmpty {
            diagnostics.warn(
                .uniqueness, at: entity.position,
                "'\(entity.name)' is unique by \(described.joined(separator: "; ")): inserting a duplicate updates the stored object in SwiftData, where Core Data's default merge policy failed the save: check code that relies on that error"
            )
        }

        var indexes: [[String]] = []
        for index in entity.fetchIndexes where !index.elements.isEmpty {
            let names = index.elements.map(\.property)
            if index.elements.contains(where: { $0.type != "Binary" }) {
                diagnostics.warn(
                    .fetchIndex, at: index.position, "fetch index '\(index.name)' is not a binary index: it is left out (write `#Index` with `.rtree` by hand)")
            } else if !names.allSatisfy({ attributes[$0] != nil || entity.relationship(named: $0) != nil }) {
                diagnostics.warn(
                    .fetchIndex, at: index.position, "fetch index '\(index.name)' names a property '\(entity.name)' does not declare: it is left out")
            } else {
                indexes.append(names)
            }
        }
        for attribute in entity.attributes where attribute.isIndexed && attributes[attribute.name] != nil && !indexes.contains([attribute.name]) {
            indexes.append([attribute.name])
        }
        if !indexes.isEmpty {
            if target.hasSchemaMacros {
                macros.append("#Index<\(className)>(" + indexes.map(keyPaths).joined(separator: ", ") + ")")
            } else {
                diagnostics.warn(
                    .fetchIndex, at: entity.position,
                    "'\(entity.name)' has \(indexes.count == 1 ? "an index" : "\(indexes.count) indexes") (\(indexes.map { $0.joined(separator: " + ") }.joined(separator: "; "))); #Index needs iOS 18 (the target is iOS \(target.iOS)): left out, which only costs fetch speed"
                )
            }
        }
        return macros
    }

    // MARK: Initializer

    /// The attributes `init` takes: stored, non-optional, without a default (in model order),
    /// after those of the superclass.
    func initializerParameters(of entity: CoreDataModel.Entity) -> [(name: String, type: String)] {
        let inherited = entity.parentEntity.flatMap { model.entity(named: $0) }.map(initializerParameters) ?? []
        let own = entity.attributes.compactMap { attribute -> (String, String)? in
            guard !attribute.isTransient, let mapped = plan.attributes[entity.name]?[attribute.name], !mapped.isOptional,
                mapped.defaultValue == nil
            else { return nil }
            return (attribute.name, mapped.type)
        }
        return inherited + own
    }

    /// `init` is always written: `@Model` synthesizes none.
    private func initializer(of entity: CoreDataModel.Entity, superclass: String?) -> [String] {
        let all = initializerParameters(of: entity)
        let inheritedCount = entity.parentEntity.flatMap { model.entity(named: $0) }.map { initializerParameters(of: $0).count } ?? 0
        let own = all.dropFirst(inheritedCount)
        let parameters = all.map { "\(SwiftIdentifiers.escaped($0.name)): \($0.type)" }
        // A subclass whose init takes exactly the superclass's parameters overrides it.
        let keyword = superclass != nil && own.isEmpty ? "override init" : "init"
        if own.isEmpty && superclass == nil { return ["    \(keyword)() {}"] }
        var lines: [String] = []
        let oneLine = "    \(keyword)(\(parameters.joined(separator: ", "))) {"
        if oneLine.count <= 120 {
            lines.append(oneLine)
        } else {
            lines.append("    \(keyword)(")
            lines += parameters.enumerated().map { "        \($0.element)" + ($0.offset == parameters.count - 1 ? "" : ",") }
            lines.append("    ) {")
        }
        for parameter in own {
            let name = SwiftIdentifiers.escaped(parameter.name)
            lines.append("        self.\(parameter.name) = \(name)")
        }
        if superclass != nil {
            let arguments = all.prefix(inheritedCount).map { "\($0.name): \(SwiftIdentifiers.escaped($0.name))" }
            lines.append("        super.init(\(arguments.joined(separator: ", ")))")
        }
        lines.append("    }")
        return lines
    }
}
