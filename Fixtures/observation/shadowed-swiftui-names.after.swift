import SwiftUI

/// The app's own configuration type: `@Environment(…)` written bare would name it, not SwiftUI's.
struct Environment {
    var baseURL: String
}

@Observable
final class AppState {
    var count = 0
}

struct CounterView: View {
    @SwiftUI.Environment(AppState.self) var state

    var body: some View {
        @Bindable var state = state
        Stepper("\(state.count)", value: $state.count)
    }
}

struct RootView: View {
    @State private var state = AppState()

    var body: some View {
        CounterView().environment(state)
    }
}
