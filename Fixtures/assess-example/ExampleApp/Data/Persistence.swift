import CoreData

final class Persistence {
    static let shared = Persistence()
    let container: NSPersistentContainer

    init() {
        container = NSPersistentContainer(name: "Model")
        container.loadPersistentStores { _, error in
            if let error { fatalError("\(error)") }
        }
    }

    func recentItems(in context: NSManagedObjectContext) throws -> [Item] {
        let request = NSFetchRequest<Item>(entityName: "Item")
        request.predicate = NSPredicate(format: "timestamp > %@", Date().addingTimeInterval(-86_400) as NSDate)
        return try context.fetch(request)
    }
}

@objc(Item)
final class Item: NSManagedObject {
    @NSManaged var title: String?
    @NSManaged var timestamp: Date?
}
