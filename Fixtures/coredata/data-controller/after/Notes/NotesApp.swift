import SwiftUI
import SwiftData

@main
struct NotesApp: App {
    let dataController = DataController.shared

    var body: some Scene {
        WindowGroup {
            ContentView()
                .modelContainer(dataController.container)
        }
    }
}
