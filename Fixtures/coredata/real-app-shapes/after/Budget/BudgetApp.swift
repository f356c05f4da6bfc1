import SwiftUI
import SwiftData

@main
struct BudgetApp: App {
    let persistenceController = PersistenceController.shared

    var body: some Scene {
        WindowGroup {
            CategoryList()
                .modelContainer(persistenceController.container)
        }
    }
}
