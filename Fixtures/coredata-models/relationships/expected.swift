import Foundation
import SwiftData

// Core Data entity 'Author' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Author {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Book.author) var books: [Book] = []
    var friends: [Author] = []

    init(name: String) {
        self.name = name
    }
}

// Core Data entity 'Book' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Book {
    var title: String
    var author: Author?
    @Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 50, inverse: \Chapter.book) var chapters: [Chapter] = []
    @Relationship(deleteRule: .cascade, inverse: \Cover.book) var cover: Cover?
    @Relationship(deleteRule: .noAction) var shelf: Shelf?
    @Relationship(deleteRule: .deny, originalName: "labels", inverse: \Tag.books) var tags: [Tag] = []

    init(title: String) {
        self.title = title
    }
}

// Core Data entity 'Chapter' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Chapter {
    var number: Int32 = 0
    var book: Book?

    init() {}
}

// Core Data entity 'Cover' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Cover {
    var image: Data?
    var book: Book?

    init() {}
}

// Core Data entity 'Shelf' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Shelf {
    var label: String?

    init() {}
}

// Core Data entity 'Tag' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Tag {
    var name: String?
    var books: [Book] = []

    init() {}
}
