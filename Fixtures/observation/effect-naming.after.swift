import SwiftUI

// The warning names the call that has the effect, not the first call it finds; calls known to
// only compute a value (makeStream, Bundle lookups, contains, sorted, filter) are not effects.
final class Ticker: ObservableObject {
    @Published var latest = 0
    private let continuation: AsyncStream<Int>.Continuation

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        self.continuation = continuation
        Task {
            for await _ in stream {}
        }
    }
}

final class Catalog: ObservableObject {
    @Published var size = 0

    init() {
        let url = Bundle.main.url(forResource: "catalog", withExtension: "json")
        if let url, let data = try? Data(contentsOf: url) {
            size = data.count
        }
    }
}

// Only reads and assigns: converts.
@Observable
final class Filters {
    var selected: [String]

    init(all: [String], tags: [String: [String]], key: String) {
        selected = all.contains(key) ? (tags[key] ?? []).sorted() : all.filter { !$0.isEmpty }
    }
}

// `.init(…)` with the type left implicit constructs the property's declared type: creating a
// `Settings` only builds a `Store`, which only assigns, so it converts.
final class Store {
    let name: String
    init(name: String) { self.name = name }
}

@Observable
final class Settings {
    var volume = 0.5
    @ObservationIgnored private var store: Store = .init(name: "main")
    private let backup: Store

    init() {
        backup = .init(name: "backup")
    }
}

struct Dashboard: View {
    @StateObject private var ticker = Ticker()
    @StateObject private var catalog = Catalog()
    @State private var filters = Filters(all: [], tags: [:], key: "")
    @State private var settings = Settings()

    var body: some View {
        Text("\(ticker.latest) \(catalog.size) \(filters.selected.count)")
    }
}
