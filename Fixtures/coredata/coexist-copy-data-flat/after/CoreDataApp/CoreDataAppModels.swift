import Foundation
import SwiftData
import CoreData

// Core Data entity 'Item' of CoreDataApp.xcdatamodel, as a SwiftData model.
@Model
final class Item {
    var timestamp: Date?

    init() {}
}

/// SwiftData's container on the store file Core Data keeps for 'CoreDataApp' (coexistence): new code
/// reads and writes the same data through it while Core Data code keeps working.
enum CoreDataAppSwiftDataStore {
    static let container: ModelContainer = {
        let url = NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("CoreDataApp.sqlite")
        do {
            return try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url, cloudKitDatabase: .none))
        } catch {
            fatalError("SwiftData cannot open the Core Data store at \(url.path): \(error)")
        }
    }()
}

extension CoreDataAppSwiftDataStore {
    /// Copies every object of the Core Data store into `modelContext` with its relationships, and saves:
    /// the one-time data migration. Run it once, into a context on another store file than the Core Data
    /// one (a container on the shared store already reads the same rows), and keep the Core Data store
    /// until the copy is checked.
    static func migrateData(from coreDataContext: NSManagedObjectContext, to modelContext: ModelContext) throws {
        let itemObjects = try objects(of: "Item", in: coreDataContext)
        for object in itemObjects {
            let copy = Item()
            copy.timestamp = object.value(forKey: "timestamp") as? Date
            modelContext.insert(copy)
        }

        try modelContext.save()
    }

    /// A required attribute without a value in the Core Data store (saved without validation).
    struct MissingValue: Error, CustomStringConvertible {
        var entity: String
        var attribute: String
        var description: String { "\(entity).\(attribute) is required but has no value in the Core Data store" }
    }

    private static func objects(of entity: String, in context: NSManagedObjectContext) throws -> [NSManagedObject] {
        let request = NSFetchRequest<NSManagedObject>(entityName: entity)
        request.includesSubentities = false
        return try context.fetch(request)
    }

    private static func required<Value>(_ value: Value?, _ entity: String, _ attribute: String) throws -> Value {
        guard let value else { throw MissingValue(entity: entity, attribute: attribute) }
        return value
    }

    private static func copiedObject<Model>(
        of object: NSManagedObject, _ key: String, in copies: [NSManagedObjectID: any PersistentModel], as type: Model.Type
    ) -> Model? {
        (object.value(forKey: key) as? NSManagedObject).flatMap { copies[$0.objectID] as? Model }
    }

    private static func copiedObjects<Model>(
        of object: NSManagedObject, _ key: String, in copies: [NSManagedObjectID: any PersistentModel], as type: Model.Type
    ) -> [Model] {
        let value = object.value(forKey: key)
        let related = (value as? NSOrderedSet)?.array ?? (value as? NSSet)?.allObjects ?? []
        return related.compactMap { ($0 as? NSManagedObject).flatMap { copies[$0.objectID] as? Model } }
    }
}
