import CoreData
import Foundation
import SwiftData

@MainActor
final class AppDelegate: NSObject {
    // MARK: - Core Data stack

    lazy var persistentContainer: ModelContainer = {
        /*
         The persistent container for the application. This implementation
         creates and returns a container, having loaded the store for the
         application to it. This property is optional since there are legitimate
         error conditions that could cause the creation of the store to fail.
        */
        let configuration = ModelConfiguration(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("CoreDataApp.sqlite"), cloudKitDatabase: .none)
        do {
            return try ModelContainer(for: Item.self, configurations: configuration)
        } catch {
            let error = error as NSError
            // Replace this implementation with code to handle the error appropriately.
            // fatalError() causes the application to generate a crash log and terminate.
            fatalError("Unresolved error \(error), \(error.userInfo)")
        }
    }()

    // MARK: - Core Data Saving support

    func saveContext () {
        let context = persistentContainer.mainContext
        if context.hasChanges {
            do {
                try context.save()
            } catch {
                // Replace this implementation with code to handle the error appropriately.
                let nserror = error as NSError
                fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
            }
        }
    }
}
