import CoreData
import SwiftData

extension Item {
    /// The ten newest items.
    static func recent() -> FetchDescriptor<Item> {
        var request = FetchDescriptor<Item>()
        request.sortBy = [SortDescriptor(\Item.timestamp, order: .reverse)]
        request.fetchLimit = 10
        return request
    }
}
