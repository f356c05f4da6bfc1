import Foundation
import SwiftData
import CoreData

// Core Data entity 'Item' of CoreDataApp.xcdatamodel, as a SwiftData model.
@Model
final class Item {
    var timestamp: Date?

    init() {}
}

/// SwiftData's container on the store file Core Data keeps for 'CoreDataApp' (coexistence): new code
/// reads and writes the same data through it while Core Data code keeps working.
enum CoreDataAppSwiftDataStore {
    static let container: ModelContainer = {
        let url = NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("CoreDataApp.sqlite")
        do {
            return try ModelContainer(for: Item.self, configurations: ModelConfiguration(url: url, cloudKitDatabase: .none))
        } catch {
            fatalError("SwiftData cannot open the Core Data store at \(url.path): \(error)")
        }
    }()
}
