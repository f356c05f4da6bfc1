import SwiftUI
import SwiftData

/// What the template's SceneDelegate does: the root view gets the delegate's context.
@MainActor
struct RootFactory {
    let delegate: AppDelegate

    func makeRoot() -> some View {
        let context = delegate.persistentContainer.mainContext
        return ContentView().modelContext(context)
    }
}
