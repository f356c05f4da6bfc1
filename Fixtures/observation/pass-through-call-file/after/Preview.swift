import SwiftUI

@Observable
final class Inbox {
    var unread = 0
}

struct InboxBadge: View {
    @Environment(Inbox.self) var inbox

    var body: some View {
        Text("\(inbox.unread)")
    }
}

@MainActor
private func makePreview() -> some View {
    InboxBadge()
        .environment(configure(Inbox()) {
            $0.unread = 3
        })
}
