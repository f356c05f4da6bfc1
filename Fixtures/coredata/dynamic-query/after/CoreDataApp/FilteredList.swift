import CoreData
import SwiftUI
import SwiftData

struct FilteredList: View {
    @Query var items: [Item]

    init(after date: Date) {
        _items = Query(filter: #Predicate<Item> { item in item.timestamp.flatMap { timestamp in timestamp > date } ?? false }, sort: [SortDescriptor(\Item.timestamp, order: .reverse)])
    }

    var body: some View {
        List(items) { item in
            Text(item.timestamp?.description ?? "")
        }
    }
}
