import Combine
import CoreData
import Foundation

class DataController: ObservableObject {
    let container = NSPersistentContainer(name: "Profiles")

    init() {
        container.loadPersistentStores { description, error in
            if let error = error {
                print("Core data failed to load: \(error.localizedDescription)")
            }
        }
    }
}
