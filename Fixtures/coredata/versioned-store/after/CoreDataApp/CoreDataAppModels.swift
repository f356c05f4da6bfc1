import Foundation
import SwiftData

// Core Data model 'CoreDataApp', versions CoreDataApp, CoreDataApp 2 (current), as SwiftData versioned schemas.
enum CoreDataAppSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Item.self] }

    // Core Data entity 'Item' of CoreDataApp.xcdatamodel, as a SwiftData model.
    @Model
    final class Item {
        var timestamp: Date?

        init() {}
    }
}

enum CoreDataAppSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Item.self] }

    // Core Data entity 'Item' of CoreDataApp 2.xcdatamodel, as a SwiftData model.
    @Model
    final class Item {
        var note: String?
        var timestamp: Date?

        init() {}
    }
}

// The current version's models, by the names the app uses.
typealias Item = CoreDataAppSchemaV2.Item

enum CoreDataAppMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [CoreDataAppSchemaV1.self, CoreDataAppSchemaV2.self] }
    static var stages: [MigrationStage] {
        [
            // CoreDataApp → CoreDataApp 2: attribute 'Item.note' added
            .lightweight(fromVersion: CoreDataAppSchemaV1.self, toVersion: CoreDataAppSchemaV2.self),
        ]
    }
}
