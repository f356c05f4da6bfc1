import CoreData
import SwiftUI
import SwiftData

struct ContentView: View {
    @Environment(\.modelContext) private var viewContext

    @Query(sort: [SortDescriptor(\Item.timestamp, order: .forward)], animation: .default)
    private var items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.timestamp?.description ?? "")
            }
        }
    }
}
