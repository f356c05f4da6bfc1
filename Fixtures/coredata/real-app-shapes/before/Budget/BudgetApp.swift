import SwiftUI

@main
struct BudgetApp: App {
    let persistenceController = PersistenceController.shared

    var body: some Scene {
        WindowGroup {
            CategoryList()
                .environment(\.managedObjectContext, persistenceController.container.viewContext)
        }
    }
}
