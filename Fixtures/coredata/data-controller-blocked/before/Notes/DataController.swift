import CoreData

final class DataController {
    static let shared = DataController()

    static var preview: DataController = {
        let controller = DataController(inMemory: true)
        let viewContext = controller.container.viewContext
        for _ in 0..<5 {
            let newItem = Item(context: viewContext)
            newItem.timestamp = Date()
        }
        return controller
    }()

    let container = NSPersistentContainer(name: "Notes")
    // Shown by the app when the store did not load: the handler sets it, which a catch in init cannot do before the container is set.
    var loadError: Error?

    init(inMemory: Bool = false) {
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error {
                print("Core Data failed to load: \(error.localizedDescription)")
                self.loadError = error
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
