import SwiftUI

final class Inbox: ObservableObject {
    @Published var unread = 0
}

struct InboxBadge: View {
    @EnvironmentObject var inbox: Inbox

    var body: some View {
        Text("\(inbox.unread)")
    }
}

@MainActor
private func makePreview() -> some View {
    InboxBadge()
        .environmentObject(configure(Inbox()) {
            $0.unread = 3
        })
}
