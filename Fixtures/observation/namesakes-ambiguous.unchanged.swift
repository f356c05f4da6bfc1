import SwiftUI

// A use outside every scope that declares a `Model` (here through a typealias, which this run does
// not follow) could mean either: both stay as they are.
enum Inbox {
    final class Model: ObservableObject {
        @Published var unread = 0
    }
}

enum Outbox {
    final class Model: ObservableObject {
        @Published var queued = 0
    }
}

// Plain classes sharing the name are not ObservableObjects, and get no warning.
enum Drafts {
    final class Model {}
}

enum Archive {
    final class Model: Codable {
        var count = 0
    }
}

struct Badge: View {
    @ObservedObject var model: Model

    var body: some View {
        Text("?")
    }
}

typealias Model = Inbox.Model
