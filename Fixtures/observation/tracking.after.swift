import Foundation
import SwiftUI

// Only @Published properties told views about changes; the book-keeping ones must stay untracked,
// or a body that reads them while they change re-renders (in a loop, when it writes them).
@Observable
final class FeedModel {
    var posts: [String] = []
    @ObservationIgnored var lastRefresh: Date?
    @ObservationIgnored private var pageCursor = 0
    let pageSize = 20

    var filter = "" {
        didSet { reload() }
    }

    init(filter: String) {
        self.filter = filter
    }

    func reload() {
        pageCursor = 0
        lastRefresh = Date()
    }
}

// A class that sends objectWillChange itself refreshed its views for any state: all stays tracked.
@Observable
final class ManualModel {
    var count = 0

    func increment() {
        count += 1
    }
}

struct FeedView: View {
    @State var feed = FeedModel(filter: "")
    @State var manual = ManualModel()

    var body: some View {
        Text("\(feed.posts.count) \(manual.count)")
    }
}
