import SwiftUI
import ThirdPartyKit

final class Settings: ObservableObject {
    @Published var name = ""
}

func makeRouter() -> Router { Router() }

struct RootView: View {
    @StateObject private var settings = Settings()
    @StateObject private var router = makeRouter()

    var body: some View {
        Text(settings.name)
            .environmentObject(makeRouter())
    }
}
