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

    func recentItems() -> [Item] {
        (try? viewContext.fetch(Item.recent())) ?? []
    }
}
