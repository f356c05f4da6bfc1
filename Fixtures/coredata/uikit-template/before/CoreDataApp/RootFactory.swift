import SwiftUI

/// What the template's SceneDelegate does: the root view gets the delegate's context.
@MainActor
struct RootFactory {
    let delegate: AppDelegate

    func makeRoot() -> some View {
        let context = delegate.persistentContainer.viewContext
        return ContentView().environment(\.managedObjectContext, context)
    }
}
