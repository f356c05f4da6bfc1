import SwiftUI

/// Creating one starts work, but the views only read the one shared instance: `@State` keeps
/// reading the same object, so nothing runs more often than before.
final class Store: ObservableObject {
    static let shared = Store()

    @Published var items: [String] = []

    init() {
        Task { await self.load() }
    }

    func load() async {}
}

struct StoreView: View {
    @StateObject private var store = Store.shared

    var body: some View {
        List(store.items, id: \.self) { Text($0) }
    }
}
