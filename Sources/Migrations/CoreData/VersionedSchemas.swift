import MigrationKit
import PredicateKit

/// Every version of a Core Data model as a SwiftData `VersionedSchema`, and the
/// `SchemaMigrationPlan` between them. Rule: `coredata.schema-migration`.
///
/// Each version's classes are the ones `ModelGenerator` writes for it, nested in
/// `enum <Model>SchemaV<n>: VersionedSchema` (so `Item` in version 1 and `Item` in version 2 are
/// two types, as SwiftData needs); the current version's classes get their plain names back with
/// typealiases. A stage is `.lightweight` when every change between two versions is one Core Data
/// infers by itself (the same ones SwiftData's lightweight stage performs); otherwise `.custom`
/// with empty closures and a diagnostic naming each change to fill in by hand.
public enum VersionedSchemaWriter {
    public struct Version: Sendable {
        /// `Model 2` (the `.xcdatamodel` folder's name).
        public var name: String
        public var model: CoreDataModel

        public init(name: String, model: CoreDataModel) {
            self.name = name
            self.model = model
        }
    }

    public struct Output: Sendable {
        public var text: String
        public var diagnostics: [Diagnostic]
        /// Entities some version does not generate, as "Model 2: Item".
        public var skippedEntities: [String]
    }

    /// `Model.xcdatamodeld` → `ModelSchema.swift`.
    public static func fileName(modelName: String) -> String { SwiftIdentifiers.typeName(from: modelName) + "Schema.swift" }

    /// `versions` oldest first, the current one last.
    public static func generate(_ versions: [Version], modelName: String, target: ModelTarget = ModelTarget()) -> Output {
        let prefix = SwiftIdentifiers.typeName(from: modelName)
        var diagnostics: [Diagnostic] = []
        var skipped: [String] = []
        var blocks: [String] = []
        var currentClasses: [String] = []
        for (offset, version) in versions.enumerated() {
            let generated = ModelGenerator.generate(version.model, target: target)
            diagnostics += generated.diagnostics
            skipped += generated.skippedEntities.map { "\(version.name): \($0)" }
            let classes = generated.files.map { String($0.name.dropLast(".swift".count)) }
            if offset == versions.count - 1 { currentClasses = classes }
            let body = generated.combined.dropFirst(ModelGenerator.imports.count)
            let nested = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            blocks.append(
                """
                enum \(prefix)SchemaV\(offset + 1): VersionedSchema {
                    static let versionIdentifier = Schema.Version(\(offset + 1), 0, 0)
                    static var models: [any PersistentModel.Type] { [\(classes.map { $0 + ".self" }.joined(separator: ", "))] }
                \(nested.hasSuffix("\n") ? String(nested.dropLast()) : nested)
                }

                """)
        }
        var text = ModelGenerator.imports + "\n"
        text += "// Core Data model '\(modelName)', versions \(versions.map(\.name).joined(separator: ", ")) (current), as SwiftData versioned schemas.\n"
        text += blocks.joined(separator: "\n")
        if !currentClasses.isEmpty {
            text += "\n// The current version's models, by the names the app uses.\n"
            text += currentClasses.map { "typealias \($0) = \(prefix)SchemaV\(versions.count).\($0)\n" }.joined()
        }
        var stages: [String] = []
        for index in versions.indices.dropFirst() {
            let old = versions[index - 1]
            let new = versions[index]
            let changes = SchemaChanges.between(old.model, new.model)
            let from = "\(prefix)SchemaV\(index).self"
            let to = "\(prefix)SchemaV\(index + 1).self"
            let summary = changes.all.isEmpty ? "no change" : changes.all.map(\.description).joined(separator: "; ")
            stages.append("        // \(old.name) → \(new.name): \(summary)")
            if changes.needsCustomStage {
                stages.append("        .custom(fromVersion: \(from), toVersion: \(to), willMigrate: nil, didMigrate: nil),")
                for change in changes.all where !change.isInferred {
                    diagnostics.append(
                        Diagnostic(
                            path: new.model.path, line: change.position.line, column: change.position.column, rule: CoreDataRule.schemaMigration.id,
                            message:
                                "\(old.name) → \(new.name): \(change.description) is no change Core Data infers, so the stage between them is .custom: copy or convert the values in its willMigrate/didMigrate closures by hand"
                        ))
                }
            } else {
                stages.append("        .lightweight(fromVersion: \(from), toVersion: \(to)),")
            }
        }
        text += "\nenum \(prefix)MigrationPlan: SchemaMigrationPlan {\n"
        text +=
            "    static var schemas: [any VersionedSchema.Type] { [\((1...versions.count).map { "\(prefix)SchemaV\($0).self" }.joined(separator: ", "))] }\n"
        text += "    static var stages: [MigrationStage] {\n        [\n" + stages.map { "    " + $0 + "\n" }.joined() + "        ]\n    }\n}\n"
        let sorted = diagnostics.sorted { ($0.path, $0.line, $0.column, $0.rule, $0.message) < ($1.path, $1.line, $1.column, $1.rule, $1.message) }
        return Output(text: text, diagnostics: sorted, skippedEntities: skipped)
    }
}

/// What changed between two versions of a model, entity by entity, matched by name or by the
/// new element's renaming identifier.
struct SchemaChanges {
    struct Change: CustomStringConvertible {
        var description: String
        /// Whether Core Data's lightweight migration infers it.
        var isInferred: Bool
        var position: CoreDataModel.SourcePosition
    }

    var all: [Change] = []
    var needsCustomStage: Bool { all.contains { !$0.isInferred } }

    static func between(_ old: CoreDataModel, _ new: CoreDataModel) -> SchemaChanges {
        var changes = SchemaChanges()
        for entity in new.entities {
            guard let previous = old.entities.first(where: { $0.name == (entity.renamingIdentifier ?? entity.name) }) else {
                changes.all.append(Change(description: "entity '\(entity.name)' added", isInferred: true, position: entity.position))
                continue
            }
            if previous.name != entity.name {
                changes.all.append(Change(description: "entity '\(previous.name)' renamed '\(entity.name)'", isInferred: true, position: entity.position))
            }
            changes.compare(attributesOf: previous, entity)
            changes.compare(relationshipsOf: previous, entity)
        }
        for entity in old.entities where !new.entities.contains(where: { ($0.renamingIdentifier ?? $0.name) == entity.name }) {
            changes.all.append(Change(description: "entity '\(entity.name)' removed", isInferred: true, position: new.position))
        }
        return changes
    }

    mutating func compare(attributesOf old: CoreDataModel.Entity, _ new: CoreDataModel.Entity) {
        for attribute in new.attributes where !attribute.isTransient {
            let place = "'\(new.name).\(attribute.name)'"
            guard let previous = old.attributes.first(where: { $0.name == (attribute.renamingIdentifier ?? attribute.name) && !$0.isTransient }) else {
                // Adding a required attribute needs a value for the existing rows.
                let inferred = attribute.isOptional || attribute.hasDefault
                all.append(
                    Change(
                        description: "attribute \(place) added\(inferred ? "" : " (required, no default)")", isInferred: inferred,
                        position: attribute.position))
                continue
            }
            if previous.name != attribute.name {
                all.append(Change(description: "attribute '\(old.name).\(previous.name)' renamed \(place)", isInferred: true, position: attribute.position))
            }
            if previous.type != attribute.type {
                all.append(
                    Change(
                        description: "attribute \(place) changed type (\(previous.type) → \(attribute.type))", isInferred: false, position: attribute.position))
            }
            if previous.isOptional && !attribute.isOptional {
                let inferred = attribute.hasDefault
                all.append(
                    Change(
                        description: "attribute \(place) made required\(inferred ? " with a default" : " without a default")", isInferred: inferred,
                        position: attribute.position))
            } else if !previous.isOptional && attribute.isOptional {
                all.append(Change(description: "attribute \(place) made optional", isInferred: true, position: attribute.position))
            }
        }
        for attribute in old.attributes where !attribute.isTransient {
            let kept = new.attributes.contains { ($0.renamingIdentifier ?? $0.name) == attribute.name && !$0.isTransient }
            if !kept { all.append(Change(description: "attribute '\(old.name).\(attribute.name)' removed", isInferred: true, position: new.position)) }
        }
    }

    mutating func compare(relationshipsOf old: CoreDataModel.Entity, _ new: CoreDataModel.Entity) {
        for relationship in new.relationships where !relationship.isTransient {
            let place = "'\(new.name).\(relationship.name)'"
            guard let previous = old.relationships.first(where: { $0.name == (relationship.renamingIdentifier ?? relationship.name) }) else {
                all.append(Change(description: "relationship \(place) added", isInferred: true, position: relationship.position))
                continue
            }
            if previous.name != relationship.name {
                all.append(
                    Change(description: "relationship '\(old.name).\(previous.name)' renamed \(place)", isInferred: true, position: relationship.position))
            }
            if previous.isToMany != relationship.isToMany || previous.isOrdered != relationship.isOrdered {
                all.append(Change(description: "relationship \(place) changed to-one/to-many or ordering", isInferred: false, position: relationship.position))
            }
            if previous.destination != relationship.destination {
                all.append(
                    Change(
                        description: "relationship \(place) points at '\(relationship.destination)' (was '\(previous.destination)')", isInferred: false,
                        position: relationship.position))
            }
            if previous.isOptional && !relationship.isOptional {
                all.append(Change(description: "relationship \(place) made required", isInferred: false, position: relationship.position))
            }
        }
        for relationship in old.relationships where !relationship.isTransient {
            if !new.relationships.contains(where: { ($0.renamingIdentifier ?? $0.name) == relationship.name }) {
                all.append(Change(description: "relationship '\(old.name).\(relationship.name)' removed", isInferred: true, position: new.position))
            }
        }
    }
}

extension CoreDataModel.Attribute {
    /// A default in the model: `defaultValueString`, or `defaultDateTimeInterval` for a date.
    var hasDefault: Bool { defaultValue != nil || defaultDateTimeInterval != nil }
}
