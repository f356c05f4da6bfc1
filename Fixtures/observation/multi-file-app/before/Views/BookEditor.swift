import SwiftUI

struct BookEditor: View {
    @ObservedObject var draft: BookDraft

    var body: some View {
        Form {
            TextField("Title", text: $draft.title)
            Toggle("Favorite", isOn: $draft.isFavorite)
        }
    }
}

struct BookRow: View {
    @ObservedObject var draft: BookDraft

    var body: some View {
        Text(draft.title)
    }
}
