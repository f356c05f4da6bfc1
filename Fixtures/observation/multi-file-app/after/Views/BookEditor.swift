import SwiftUI

struct BookEditor: View {
    @Bindable var draft: BookDraft

    var body: some View {
        Form {
            TextField("Title", text: $draft.title)
            Toggle("Favorite", isOn: $draft.isFavorite)
        }
    }
}

struct BookRow: View {
    var draft: BookDraft

    var body: some View {
        Text(draft.title)
    }
}
