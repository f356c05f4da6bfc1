import PredicateKit

/// What the generated classes cannot carry over, reported where the model says it: the seed's
/// "when not to migrate" features, CloudKit's rules, validation. Rules: `coredata.entity-name`,
/// `coredata.derived-attribute`, `coredata.fetched-property`, `coredata.fetch-request-template`,
/// `coredata.configurations`, `coredata.cloudkit`, `coredata.validation`, `coredata.attribute-option`.
enum ModelChecks {
    static func report(_ model: CoreDataModel, plan: EntityPlan, cloudKitEntities: Set<String>, into diagnostics: inout ModelDiagnostics) {
        for entity in model.entities where plan.isGenerated(entity.name) {
            report(entity, syncsWithCloudKit: cloudKitEntities.contains(entity.name), model: model, into: &diagnostics)
        }
        for template in model.fetchRequestTemplates {
            diagnostics.warn(
                .fetchRequestTemplate, at: template.position,
                "fetch request template '\(template.name)' has no SwiftData form: write a FetchDescriptor with a #Predicate where it is used")
        }
        let stores = model.configurations.filter { !$0.memberEntities.isEmpty && $0.name != "Default" }
        for configuration in stores {
            diagnostics.warn(
                .configurations, at: configuration.position,
                "configuration '\(configuration.name)' puts \(configuration.memberEntities.joined(separator: ", ")) in a store of its own: SwiftData keeps every model in one store unless each store gets a ModelConfiguration with its own Schema; set that up by hand (or stay on Core Data)"
            )
        }
    }

    private static func report(_ entity: CoreDataModel.Entity, syncsWithCloudKit: Bool, model: CoreDataModel, into diagnostics: inout ModelDiagnostics) {
        if entity.className != entity.name {
            diagnostics.warn(
                .entityName, at: entity.position,
                "class '\(entity.className)' of entity '\(entity.name)': SwiftData names the entity after the class, so an existing store's '\(entity.name)' rows are not found under '\(entity.className)'; to keep the data, rename the class to '\(entity.name)' (and the Core Data class, e.g. to 'CD\(entity.name)') or copy the data over"
            )
        }
        if let original = entity.renamingIdentifier, original != entity.name {
            diagnostics.warn(
                .entityName, at: entity.position,
                "entity '\(entity.name)' was renamed from '\(original)': SwiftData's schema has no renaming identifier for a model, so a store still holding '\(original)' needs a custom migration stage"
            )
        }
        for attribute in entity.attributes {
            if attribute.isDerived {
                diagnostics.warn(
                    .derivedAttribute, at: attribute.position,
                    "derived attribute '\(attribute.name)' is left out: SwiftData does not compute attributes; replace it with a computed property or a fetch")
            }
            if !attribute.validation.isEmpty {
                diagnostics.warn(
                    .validation, at: attribute.position,
                    "'\(attribute.name)' has \(attribute.validation.map(validationName).joined(separator: ", ")) validation in the model; SwiftData does not check it on save: validate where the value is set"
                )
            }
            if attribute.preservesValueInHistoryOnDeletion {
                diagnostics.warn(
                    .attributeOption, at: attribute.position,
                    "'\(attribute.name)' is preserved in persistent history after deletion; the generated property does not say so: add `.preserveValueOnDeletion` if the target's SwiftData has it"
                )
            }
            if attribute.isIndexedBySpotlight {
                diagnostics.warn(
                    .attributeOption, at: attribute.position,
                    "'\(attribute.name)' is indexed by Spotlight in the model; the generated property does not say so: add `.spotlight` if the target's SwiftData has it"
                )
            }
        }
        for property in entity.fetchedProperties {
            diagnostics.warn(
                .fetchedProperty, at: property.position,
                "fetched property '\(property.name)' is left out: SwiftData has none; write a fetch with a #Predicate where it is read")
        }
        guard syncsWithCloudKit else { return }
        for attribute in entity.attributes where !attribute.isOptional && !attribute.isTransient && !attribute.isDerived {
            if !attribute.hasDefault {
                diagnostics.warn(
                    .cloudKit, at: attribute.position,
                    "'\(attribute.name)' is required without a default, which CloudKit sync does not allow: make it optional or give it a default")
            }
        }
        if !entity.uniquenessConstraints.isEmpty {
            diagnostics.warn(.cloudKit, at: entity.position, "'\(entity.name)' has uniqueness constraints, which CloudKit sync does not allow")
        }
        for relationship in entity.relationships where !relationship.isTransient {
            if relationship.deleteRule == "Deny" {
                diagnostics.warn(.cloudKit, at: relationship.position, "'\(relationship.name)' uses the Deny delete rule, which CloudKit sync does not allow")
            }
            if relationship.inverseName == nil {
                diagnostics.warn(.cloudKit, at: relationship.position, "'\(relationship.name)' has no inverse, which CloudKit sync requires")
            }
            if relationship.isOrdered {
                diagnostics.warn(.cloudKit, at: relationship.position, "'\(relationship.name)' is ordered, which CloudKit sync does not allow")
            }
        }
    }

    private static func validationName(_ key: String) -> String {
        ["minValueString": "minimum", "maxValueString": "maximum", "regularExpressionString": "regular-expression"][key] ?? key
    }
}
