import CoreData
import SwiftData

extension Entry {
    static func newestFirst() -> FetchDescriptor<Entry> {
        var request = FetchDescriptor<Entry>()
        let byDate = SortDescriptor(\Entry.date, order: .reverse)
        let byTitle = SortDescriptor(\Entry.title, comparator: .lexical, order: .forward)
        request.sortBy = [byDate, byTitle]
        return request
    }
}
