import SwiftUI

struct LibraryView: View {
    @EnvironmentObject var library: Library
    @State private var showsEditor = false

    var body: some View {
        List(library.visibleBooks) { book in
            Text(book.title)
        }
        .searchable(text: $library.filter)
        .sheet(isPresented: $showsEditor) {
            BookEditor(draft: BookDraft(title: ""))
        }
    }
}
