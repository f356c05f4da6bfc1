import CoreData
import SwiftUI

struct FilteredList: View {
    @FetchRequest var items: FetchedResults<Item>

    init(after date: Date) {
        _items = FetchRequest<Item>(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: false)], predicate: NSPredicate(format: "timestamp > %@", date as NSDate))
    }

    var body: some View {
        List(items) { item in
            Text(item.timestamp?.description ?? "")
        }
    }
}
