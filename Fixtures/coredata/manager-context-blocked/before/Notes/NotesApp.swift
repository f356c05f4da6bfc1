import SwiftUI

@main
struct NotesApp: App {
    let managedObjectContext = PersistenceManager().managedObjectContext
    let manager = PersistenceManager()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(\.managedObjectContext, managedObjectContext)
            ContentView()
                .environment(\.managedObjectContext, manager.managedObjectContext)
        }
    }
}
