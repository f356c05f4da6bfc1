import Foundation
import SwiftData

// Core Data entity 'Note' of Notes.xcdatamodel, as a SwiftData model.
@Model
final class Note {
    var body: String?
    var created: Date
    var pinned: Bool = false
    var title: String = ""
    @Relationship(inverse: \Tag.notes) var tags: [Tag] = []

    init(created: Date) {
        self.created = created
    }
}

// Core Data entity 'Tag' of Notes.xcdatamodel, as a SwiftData model.
@Model
final class Tag {
    var name: String = ""
    var notes: [Note] = []

    init() {}
}
