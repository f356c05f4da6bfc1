import Foundation
import SwiftData

// Core Data entity 'Item' of Notes.xcdatamodel, as a SwiftData model.
@Model
final class Item {
    var timestamp: Date?

    init() {}
}
