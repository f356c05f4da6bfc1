import SwiftUI

struct LibraryView: View {
    @Environment(Library.self) var library
    @State private var showsEditor = false

    var body: some View {
        @Bindable var library = library
        List(library.visibleBooks) { book in
            Text(book.title)
        }
        .searchable(text: $library.filter)
        .sheet(isPresented: $showsEditor) {
            BookEditor(draft: BookDraft(title: ""))
        }
    }
}
