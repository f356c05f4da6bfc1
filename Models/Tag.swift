import Foundation
import SwiftData

// Core Data entity 'Tag' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Tag {
    var name: String?
    var books: [Book] = []

    init() {}
}
