import SwiftUI

// Generic holders of a protocol whose conformers all convert: the protocol refines Observable.
struct LoadingToggle<Model: Loadable>: View {
    @Bindable var model: Model

    var body: some View {
        Toggle("Loading", isOn: $model.isLoading)
    }
}

struct LoadingLabel<Model>: View where Model: Loadable {
    @Environment(Model.self) var model

    var body: some View {
        Text(model.isLoading ? "Loading" : "Idle")
    }
}

// `SyncModel` stays, so every `Syncing` holder stays.
struct SyncLabel<Model: Syncing>: View {
    @ObservedObject var model: Model

    var body: some View {
        Text(model.lastSync?.description ?? "never")
    }
}

// A generic @StateObject creates a conformer this run cannot see.
protocol Refreshing: ObservableObject {
    var isRefreshing: Bool { get }
}

final class TimelineModel: Refreshing {
    @Published var isRefreshing = false
}

struct RefreshScreen<Model: Refreshing>: View {
    @StateObject var model: Model

    init(make: @autoclosure @escaping () -> Model) {
        _model = StateObject(wrappedValue: make())
    }

    var body: some View {
        Text(model.isRefreshing ? "Refreshing" : "")
    }
}
