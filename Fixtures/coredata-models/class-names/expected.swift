import Foundation
import SwiftData

// Core Data entity 'MangaChapter' of Model.xcdatamodel, as a SwiftData model.
@Model
final class ChapterObject {
    var number: Double?
    var manga: MangaObject?

    init() {}
}

// Core Data entity 'Manga' of Model.xcdatamodel, as a SwiftData model.
@Model
final class MangaObject {
    var title: String = ""
    @Relationship(deleteRule: .cascade, inverse: \ChapterObject.manga) var chapters: [ChapterObject] = []

    init() {}
}
