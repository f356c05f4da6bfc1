import Foundation
import SwiftData

// Core Data entity 'Category' of Budget.xcdatamodel, as a SwiftData model.
@Model
final class Category {
    var createdAt: Date?
    var name: String
    var position: Int64 = 0
    @Relationship(deleteRule: .cascade, inverse: \Entry.category) var entries: [Entry] = []

    init(name: String) {
        self.name = name
    }
}

// Core Data entity 'Entry' of Budget.xcdatamodel, as a SwiftData model.
@Model
final class Entry {
    var amount: Double = 0.0
    var date: Date
    var note: String?
    var title: String
    var category: Category?

    init(date: Date, title: String) {
        self.date = date
        self.title = title
    }
}
