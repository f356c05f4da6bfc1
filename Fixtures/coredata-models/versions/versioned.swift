import Foundation
import SwiftData

// Core Data model 'Model', versions Model, Model 2 (current), as SwiftData versioned schemas.
enum ModelSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [TaskItem.self] }

    // Core Data entity 'Task' of Model.xcdatamodel, as a SwiftData model.
    @Model
    final class TaskItem {
        var title: String

        init(title: String) {
            self.title = title
        }
    }
}

enum ModelSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [TaskItem.self] }

    // Core Data entity 'Task' of Model 2.xcdatamodel, as a SwiftData model.
    @Model
    final class TaskItem {
        var created: Date = Date(timeIntervalSinceReferenceDate: 0)
        var done: Bool = false
        var title: String

        init(title: String) {
            self.title = title
        }
    }
}

// The current version's models, by the names the app uses.
typealias TaskItem = ModelSchemaV2.TaskItem

enum ModelMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [ModelSchemaV1.self, ModelSchemaV2.self] }
    static var stages: [MigrationStage] {
        [
            // Model → Model 2: attribute 'Task.created' added; attribute 'Task.done' added
            .lightweight(fromVersion: ModelSchemaV1.self, toVersion: ModelSchemaV2.self),
        ]
    }
}
