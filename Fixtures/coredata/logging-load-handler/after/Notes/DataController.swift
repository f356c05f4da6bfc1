import Combine
import CoreData
import Foundation
import SwiftData

// The tutorials' controller: the load error is only logged, and the app goes on.
class DataController: ObservableObject {
    let container: ModelContainer

    init() {
        let configuration = ModelConfiguration(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Notes.sqlite"), cloudKitDatabase: .none)
        do {
            container = try ModelContainer(for: Item.self, configurations: configuration)
        } catch {
            print("Core Data failed to load: \(error.localizedDescription)")
            NSLog("%@", error.localizedDescription)
            // Core Data went on without a store when it did not load: in memory, nothing is kept.
            container = try! ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none))
        }
    }
}
