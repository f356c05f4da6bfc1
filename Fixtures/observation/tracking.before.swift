import Foundation
import SwiftUI

// Only @Published properties told views about changes; the book-keeping ones must stay untracked,
// or a body that reads them while they change re-renders (in a loop, when it writes them).
final class FeedModel: ObservableObject {
    @Published var posts: [String] = []
    var lastRefresh: Date?
    private var pageCursor = 0
    let pageSize = 20

    @Published var filter = "" {
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
final class ManualModel: ObservableObject {
    var count = 0

    func increment() {
        count += 1
        objectWillChange.send()
    }
}

struct FeedView: View {
    @StateObject var feed = FeedModel(filter: "")
    @StateObject var manual = ManualModel()

    var body: some View {
        Text("\(feed.posts.count) \(manual.count)")
    }
}
