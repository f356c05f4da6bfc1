import CoreData
import SwiftData

struct PersistenceController {
    static let shared = PersistenceController()

    let container: ModelContainer

    init() {
        let configuration = ModelConfiguration(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("CoreDataApp.sqlite"), cloudKitDatabase: .none)
        do {
            container = try ModelContainer(for: Item.self, configurations: configuration)
        } catch {
            fatalError("\(error)")
        }
    }
}
