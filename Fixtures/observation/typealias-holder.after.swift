import SwiftUI

@Observable
final class LibraryModel {
    var books: [String] = []
}

/// The view names the model through an alias: the wrapper follows the class.
typealias Library = LibraryModel

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        ShelfView(library: library)
    }
}

struct ShelfView: View {
    var library: Library

    var body: some View {
        List(library.books, id: \.self) { Text($0) }
    }
}
