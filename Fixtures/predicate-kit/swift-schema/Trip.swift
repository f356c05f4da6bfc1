import SwiftData

@Model
final class Trip {
    var name: String
    var destination: String
    var startDate: Date
    var endDate: Date
    var livingAccommodation: LivingAccommodation?
    var bucketList: [BucketListItem]? = []
    @Transient var isSelected = false
    var nights: Int { 0 }
    static let sample = "x"

    init(name: String, destination: String, startDate: Date, endDate: Date) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
    }
}

@Model
final class BucketListItem {
    var title: String
    var isInPlan: Bool = false
    var trip: Trip?
    init(title: String) { self.title = title }
}

@Model final class LivingAccommodation {
    var address: String
    var trip: Trip?
    init(address: String) { self.address = address }
}
