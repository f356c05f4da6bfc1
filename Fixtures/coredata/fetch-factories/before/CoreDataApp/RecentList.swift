import CoreData
import SwiftUI

struct RecentList: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(fetchRequest: Item.recent(), animation: .default)
    private var items: FetchedResults<Item>

    var body: some View {
        List(items) { item in
            Text(item.timestamp?.description ?? "")
        }
    }

    func recentCount() -> Int {
        (try? viewContext.count(for: Item.recent())) ?? 0
    }

    func recentItems() -> [Item] {
        (try? viewContext.fetch(Item.recent())) ?? []
    }
}
