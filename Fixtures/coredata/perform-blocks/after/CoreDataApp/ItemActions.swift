import CoreData
import SwiftUI
import SwiftData

struct ItemActions: View {
    @Environment(\.modelContext) private var viewContext

    var body: some View {
        Button("Stamp") {
            Task { @MainActor in
                let item = Item()
                viewContext.insert(item)
                item.timestamp = Date()
                try? viewContext.save()
            }
        }
    }

    func removeAll(_ items: [Item]) {
        do {
            for item in items {
                viewContext.delete(item)
            }
            try? viewContext.save()
        }
    }
}
