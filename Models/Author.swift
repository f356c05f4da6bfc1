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
