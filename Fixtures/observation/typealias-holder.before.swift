import SwiftUI

final class LibraryModel: ObservableObject {
    @Published var books: [String] = []
}

/// The view names the model through an alias: the wrapper follows the class.
typealias Library = LibraryModel

struct LibraryView: View {
    @StateObject private var library = Library()

    var body: some View {
        ShelfView(library: library)
    }
}

struct ShelfView: View {
    @ObservedObject var library: Library

    var body: some View {
        List(library.books, id: \.self) { Text($0) }
    }
}
