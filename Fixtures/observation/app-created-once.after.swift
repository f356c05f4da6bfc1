import SwiftUI

/// Creating one starts a session; the app holds it, and an `App` is created once, so `@State`
/// creates it once as well.
@Observable
final class Session {
    var user: String?

    init() {
        Task { await self.restore() }
    }

    func restore() async {}
}

@main
struct SessionApp: App {
    @State private var session = Session()

    var body: some Scene {
        WindowGroup {
            Text(session.user ?? "signed out")
        }
    }
}
