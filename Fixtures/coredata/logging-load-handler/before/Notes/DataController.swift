import Combine
import CoreData
import Foundation

// The tutorials' controller: the load error is only logged, and the app goes on.
class DataController: ObservableObject {
    let container = NSPersistentContainer(name: "Notes")

    init() {
        container.loadPersistentStores { description, error in
            if let error = error {
                print("Core Data failed to load: \(error.localizedDescription)")
                NSLog("%@", error.localizedDescription)
            }
        }
    }
}
