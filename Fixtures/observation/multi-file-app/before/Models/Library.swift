import Foundation
import Combine

struct Book: Identifiable {
    let id: Int
    var title: String
}

final class Library: ObservableObject {
    @Published var books: [Book] = []
    @Published var filter = ""

    var visibleBooks: [Book] {
        filter.isEmpty ? books : books.filter { $0.title.contains(filter) }
    }
}

final class BookDraft: ObservableObject {
    @Published var title: String
    @Published var isFavorite = false

    init(title: String) {
        self.title = title
    }
}
