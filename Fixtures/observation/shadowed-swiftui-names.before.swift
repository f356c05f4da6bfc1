import SwiftUI

/// The app's own configuration type: `@Environment(…)` written bare would name it, not SwiftUI's.
struct Environment {
    var baseURL: String
}

final class AppState: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @EnvironmentObject var state: AppState

    var body: some View {
        Stepper("\(state.count)", value: $state.count)
    }
}

struct RootView: View {
    @StateObject private var state = AppState()

    var body: some View {
        CounterView().environmentObject(state)
    }
}
