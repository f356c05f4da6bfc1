import CoreData

final class CoreDataManager {
    static let shared = CoreDataManager()

    let persistentContainer: NSPersistentContainer

    private init() {
        persistentContainer = NSPersistentContainer(name: "Budget")
        persistentContainer.loadPersistentStores { _, error in
            if let error {
                print("Core Data failed to load: \(error)")
            }
        }
    }

    func backgroundContext() -> NSManagedObjectContext {
        persistentContainer.newBackgroundContext()
    }
}
