import Combine
import CoreData
import Foundation
import SwiftData

class DataController: ObservableObject {
    let container: ModelContainer

    init() {
        let configuration = ModelConfiguration(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Profiles.sqlite"), cloudKitDatabase: .none)
        do {
            container = try ModelContainer(for: CachedFriend.self, CachedUser.self, configurations: configuration)
        } catch {
            print("Core data failed to load: \(error.localizedDescription)")
            // Core Data went on without a store when it did not load: in memory, nothing is kept.
            container = try! ModelContainer(for: CachedFriend.self, CachedUser.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none))
        }
    }
}
