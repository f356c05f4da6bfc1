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

    init(inMemory: Bool = false) {
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error {
                fatalError("Core Data failed to load: \(error.localizedDescription)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
