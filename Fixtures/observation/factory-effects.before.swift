import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []
    let source: String

    init(source: String) {
        self.source = source
    }

    func reload() {
        items = [source]
    }
}

/// A factory that starts work: under @State it would run on every initialization of the view,
/// starting a new task each time, so `Feed` stays.
func makeLiveFeed(source: String) -> Feed {
    let feed = Feed(source: source)
    Task { feed.reload() }
    return feed
}

struct FeedView: View {
    @StateObject private var feed: Feed

    init(source: String) {
        _feed = StateObject(wrappedValue: makeLiveFeed(source: source))
    }

    var body: some View {
        List(feed.items, id: \.self) { Text($0) }
    }
}

final class Draft: ObservableObject {
    @Published var text = ""
    let title: String

    init(title: String) {
        self.title = title
    }

    /// A factory that only builds the value: as cheap to repeat as `Draft(title:)` itself.
    static func blank() -> Draft {
        Draft(title: "Untitled")
    }
}

struct DraftView: View {
    @StateObject var draft = Draft.blank()

    var body: some View {
        TextField(draft.title, text: $draft.text)
    }
}
