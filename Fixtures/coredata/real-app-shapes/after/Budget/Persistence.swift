import CoreData
import SwiftData

struct PersistenceController {
    static let shared = PersistenceController()

    @MainActor
    static var preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.mainContext
        let category = Category(name: "Groceries")
        viewContext.insert(category)
        return result
    }()

    let container: ModelContainer

    init(inMemory: Bool = false) {
        let configuration = inMemory
            ? ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none)
            : ModelConfiguration(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Budget.sqlite"), cloudKitDatabase: .none)
        do {
            container = try ModelContainer(for: Category.self, Entry.self, configurations: configuration)
        } catch {
            let error = error as NSError
            fatalError("Unresolved error \(error), \(error.userInfo)")
        }
    }
}
