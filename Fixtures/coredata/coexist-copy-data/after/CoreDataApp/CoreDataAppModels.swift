import Foundation
import SwiftData
import CoreData

// Core Data entity 'Folder' of CoreDataApp.xcdatamodel, as a SwiftData model.
@Model
final class Folder {
    var name: String?
    @Relationship(deleteRule: .cascade, inverse: \Item.folder) var items: [Item] = []

    init() {}
}

// Core Data entity 'Item' of CoreDataApp.xcdatamodel, as a SwiftData model.
@Model
final class Item {
    var count: Int16 = 0
    var done: Bool = false
    var price: Decimal? = Decimal(string: "0.0")!
    var rating: Float? = 0.0
    var timestamp: Date?
    var title: String
    var folder: Folder?
    @Relationship(inverse: \Tag.items) var tags: [Tag] = []

    init(title: String) {
        self.title = title
    }
}

// Core Data entity 'Tag' of CoreDataApp.xcdatamodel, as a SwiftData model.
@Model
final class Tag {
    var name: String
    var items: [Item] = []

    init(name: String) {
        self.name = name
    }
}

/// SwiftData's container on the store file Core Data keeps for 'CoreDataApp' (coexistence): new code
/// reads and writes the same data through it while Core Data code keeps working.
enum CoreDataAppSwiftDataStore {
    static let container: ModelContainer = {
        let url = NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("CoreDataApp.sqlite")
        do {
            return try ModelContainer(for: Folder.self, Item.self, Tag.self, configurations: ModelConfiguration(url: url, cloudKitDatabase: .none))
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
        var copies: [NSManagedObjectID: any PersistentModel] = [:]

        let folderObjects = try objects(of: "Folder", in: coreDataContext)
        for object in folderObjects {
            let copy = Folder()
            copy.name = object.value(forKey: "name") as? String
            modelContext.insert(copy)
            copies[object.objectID] = copy
        }

        let itemObjects = try objects(of: "Item", in: coreDataContext)
        for object in itemObjects {
            let copy = try Item(title: required(object.value(forKey: "title") as? String, "Item", "title"))
            copy.count = try required((object.value(forKey: "count") as? NSNumber)?.int16Value, "Item", "count")
            copy.done = try required((object.value(forKey: "done") as? NSNumber)?.boolValue, "Item", "done")
            copy.price = (object.value(forKey: "price") as? NSDecimalNumber)?.decimalValue
            copy.rating = (object.value(forKey: "rating") as? NSNumber)?.floatValue
            copy.timestamp = object.value(forKey: "timestamp") as? Date
            modelContext.insert(copy)
            copies[object.objectID] = copy
        }

        let tagObjects = try objects(of: "Tag", in: coreDataContext)
        for object in tagObjects {
            let copy = try Tag(name: required(object.value(forKey: "name") as? String, "Tag", "name"))
            modelContext.insert(copy)
            copies[object.objectID] = copy
        }

        for object in folderObjects {
            guard let copy = copies[object.objectID] as? Folder else { continue }
            copy.items = copiedObjects(of: object, "items", in: copies, as: Item.self)
        }

        for object in itemObjects {
            guard let copy = copies[object.objectID] as? Item else { continue }
            copy.tags = copiedObjects(of: object, "tags", in: copies, as: Tag.self)
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
