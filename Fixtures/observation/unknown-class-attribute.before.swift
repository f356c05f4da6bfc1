import SwiftUI

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

/// Isolated to a custom global actor: what the macro's generated storage does under it is not
/// known here, so the class stays, with a reason.
@DatabaseActor
final class Ledger: ObservableObject {
    @Published var total = 0
}

/// `@MainActor` is one the macro works with.
@MainActor
final class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        Text("\(counter.count)")
    }
}
