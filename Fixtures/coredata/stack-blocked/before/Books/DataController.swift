import CoreData

/// A stack that sets a merge policy once the store loaded (a ModelContext has none).
final class DataController {
    let container: NSPersistentContainer

    init() {
        container = NSPersistentContainer(name: "Books")
        container.loadPersistentStores { description, error in
            if let error {
                print("Core Data failed to load: \(error.localizedDescription)")
                return
            }
            self.container.viewContext.mergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
        }
    }
}

/// The template AppDelegate's lazy container.
final class AppDelegate {
    lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Books")
        container.loadPersistentStores(completionHandler: { _, _ in })
        return container
    }()
}
