import Foundation
import Observation

struct Book: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class Library {
    var books: [Book] = []
    var filter = ""

    var visibleBooks: [Book] {
        filter.isEmpty ? books : books.filter { $0.title.contains(filter) }
    }
}

@Observable
final class BookDraft {
    var title: String
    var isFavorite = false

    init(title: String) {
        self.title = title
    }
}
