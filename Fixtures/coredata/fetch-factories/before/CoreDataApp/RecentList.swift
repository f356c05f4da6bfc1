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

    /// `T.init(context:)` is `T(context:)` spelt out.
    static func sample(in context: NSManagedObjectContext) -> Item {
        let item = Item.init(context: context)
        item.timestamp = Date()
        return item
    }

    func recentItems() -> [Item] {
        (try? viewContext.fetch(Item.recent())) ?? []
    }
}
