import Foundation
import SwiftData

// Core Data entity 'Item' of Model 3.xcdatamodel, as a SwiftData model.
@Model
final class Item {
    var created: Date
    var name: String = ""
    var notes: String?
    var priority: Int64 = 0
    @Relationship(inverse: \Tag.items) var tags: [Tag] = []

    init(created: Date) {
        self.created = created
    }
}

// Core Data entity 'Tag' of Model 3.xcdatamodel, as a SwiftData model.
@Model
final class Tag {
    var label: String = ""
    var items: [Item] = []

    init() {}
}
