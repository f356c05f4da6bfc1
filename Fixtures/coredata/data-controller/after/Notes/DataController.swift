import CoreData
import SwiftData

final class DataController {
    static let shared = DataController()

    @MainActor
    static var preview: DataController = {
        let controller = DataController(inMemory: true)
        let viewContext = controller.container.mainContext
        for _ in 0..<5 {
            let newItem = Item()
            viewContext.insert(newItem)
            newItem.timestamp = Date()
        }
        return controller
    }()

    let container: ModelContainer

    init(inMemory: Bool = false) {
        let configuration = inMemory
            ? ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none)
            : ModelConfiguration(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Notes.sqlite"), cloudKitDatabase: .none)
        do {
            container = try ModelContainer(for: Item.self, configurations: configuration)
        } catch {
            fatalError("Core Data failed to load: \(error.localizedDescription)")
        }
    }
}
