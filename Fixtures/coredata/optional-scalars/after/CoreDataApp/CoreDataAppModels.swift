import Foundation
import SwiftData

// Core Data entity 'Item' of CoreDataApp.xcdatamodel, as a SwiftData model.
@Model
final class Item {
    var done: Bool?
    var price: Double? = 0.0
    var timestamp: Date?

    init() {}
}
