import Foundation
import SwiftData

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
