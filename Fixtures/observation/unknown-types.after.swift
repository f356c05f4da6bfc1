import SwiftUI
import ThirdPartyKit

@Observable
final class Settings {
    var name = ""
}

func makeRouter() -> Router { Router() }

struct RootView: View {
    @State private var settings = Settings()
    @StateObject private var router = makeRouter()

    var body: some View {
        Text(settings.name)
            .environmentObject(makeRouter())
    }
}
