import CoreData
import SwiftUI

struct FilteredList: View {
    @FetchRequest var items: FetchedResults<Item>
    @State private var recentOnly = false

    init(after date: Date) {
        _items = FetchRequest<Item>(sortDescriptors: [], predicate: NSPredicate(format: "timestamp > %@", date as NSDate))
    }

    var body: some View {
        List(items) { item in
            Text(item.timestamp?.description ?? "")
        }
        .onChange(of: recentOnly) {
            items.nsPredicate = recentOnly ? NSPredicate(format: "timestamp > %@", Date.now.addingTimeInterval(-3600) as NSDate) : nil
        }
    }
}
