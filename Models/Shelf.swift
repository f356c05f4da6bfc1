import Foundation
import SwiftData

// Core Data entity 'Shelf' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Shelf {
    var label: String?

    init() {}
}
