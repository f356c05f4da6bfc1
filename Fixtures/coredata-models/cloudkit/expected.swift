import Foundation
import SwiftData

// Core Data entity 'Stop' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Stop {
    var place: String?
    var trip: Trip?

    init() {}
}

// Core Data entity 'Traveller' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Traveller {
    var name: String?

    init() {}
}

// Core Data entity 'Trip' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Trip {
    @Attribute(.unique) var name: String
    var start: Date?
    var visits: Int64 = 0
    @Relationship(deleteRule: .deny, inverse: \Stop.trip) var stops: [Stop]? = []
    var owner: Traveller?

    init(name: String) {
        self.name = name
    }
}
