import SwiftUI

/// Creating one starts work, and a view other than the app creates it for `@StateObject`: the
/// class stays, with the warning at that view. The app holds it too, but an `App` is created
/// once, so its site is not told that `@State` would make a new one each time.
final class Truck: ObservableObject {
    @Published var orders: [String] = []

    init() {
        Task { await self.load() }
    }

    func load() async {}
}

@main
struct TruckApp: App {
    @StateObject private var truck = Truck()

    var body: some Scene {
        WindowGroup {
            Text("\(truck.orders.count)")
        }
    }
}

struct TruckPreview: View {
    @StateObject private var truck = Truck()

    var body: some View {
        Text("\(truck.orders.count)")
    }
}
