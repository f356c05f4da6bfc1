import Foundation
import SwiftData

// Core Data model 'Model', versions Model, Model 2, Model 3 (current), as SwiftData versioned schemas.
enum ModelSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Item.self] }

    // Core Data entity 'Item' of Model.xcdatamodel, as a SwiftData model.
    @Model
    final class Item {
        var priority: String?
        var title: String = ""

        init() {}
    }
}

enum ModelSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Item.self, Tag.self] }

    // Core Data entity 'Item' of Model 2.xcdatamodel, as a SwiftData model.
    @Model
    final class Item {
        @Attribute(originalName: "title") var name: String = ""
        var notes: String?
        var priority: String?
        @Relationship(inverse: \Tag.items) var tags: [Tag] = []

        init() {}
    }

    // Core Data entity 'Tag' of Model 2.xcdatamodel, as a SwiftData model.
    @Model
    final class Tag {
        var label: String = ""
        var items: [Item] = []

        init() {}
    }
}

enum ModelSchemaV3: VersionedSchema {
    static let versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] { [Item.self, Tag.self] }

    // Core Data entity 'Item' of Model 3.xcdatamodel, as a SwiftData model.
    @Model
    final class Item {
        var created: Date
        var name: String = ""
        var notes: String?
        var priority: Int64 = 0
        @Relationship(inverse: \Tag.items) var tags: [Tag] = []

        init(created: Date) {
            self.created = created
        }
    }

    // Core Data entity 'Tag' of Model 3.xcdatamodel, as a SwiftData model.
    @Model
    final class Tag {
        var label: String = ""
        var items: [Item] = []

        init() {}
    }
}

// The current version's models, by the names the app uses.
typealias Item = ModelSchemaV3.Item
typealias Tag = ModelSchemaV3.Tag

enum ModelMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ModelSchemaV1.self, ModelSchemaV2.self, ModelSchemaV3.self] }
    static var stages: [MigrationStage] {
        [
            // Model → Model 2: attribute 'Item.title' renamed 'Item.name'; attribute 'Item.notes' added; relationship 'Item.tags' added; entity 'Tag' added
            .lightweight(fromVersion: ModelSchemaV1.self, toVersion: ModelSchemaV2.self),
            // Model 2 → Model 3: attribute 'Item.created' added (required, no default); attribute 'Item.priority' changed type (String → Integer 64); attribute 'Item.priority' made required with a default
            .custom(fromVersion: ModelSchemaV2.self, toVersion: ModelSchemaV3.self, willMigrate: nil, didMigrate: nil),
        ]
    }
}
