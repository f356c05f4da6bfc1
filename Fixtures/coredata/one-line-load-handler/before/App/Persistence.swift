import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    let container: NSPersistentContainer

    init() {
        container = NSPersistentContainer(name: "CoreDataApp")
        container.loadPersistentStores { _, error in
            if let error { fatalError("\(error)") }
        }
    }
}
