import CoreData
import SwiftUI
import SwiftData

struct RecentList: View {
    @Environment(\.modelContext) private var viewContext

    @Query(Item.recent(), animation: .default)
    private var items: [Item]

    var body: some View {
        List(items) { item in
            Text(item.timestamp?.description ?? "")
        }
    }

    func recentCount() -> Int {
        (try? viewContext.fetchCount(Item.recent())) ?? 0
    }

    /// `T.init(context:)` is `T(context:)` spelt out.
    static func sample(in context: ModelContext) -> Item {
        let item = Item()
        context.insert(item)
        item.timestamp = Date()
        return item
    }

    func recentItems() -> [Item] {
        (try? viewContext.fetch(Item.recent())) ?? []
    }
}
