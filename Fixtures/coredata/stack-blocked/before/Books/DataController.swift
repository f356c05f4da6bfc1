import CoreData

/// A stack whose load error only logs: Core Data goes on without a store.
final class DataController {
    let container: NSPersistentContainer

    init() {
        container = NSPersistentContainer(name: "Books")
        container.loadPersistentStores { description, error in
            if let error {
                print("Core Data failed to load: \(error.localizedDescription)")
            }
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
