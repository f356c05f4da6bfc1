import CoreData
import SwiftUI

struct ItemActions: View {
    @Environment(\.managedObjectContext) private var viewContext

    var body: some View {
        Button("Stamp") {
            viewContext.perform {
                let item = Item(context: viewContext)
                item.timestamp = Date()
                try? viewContext.save()
            }
        }
    }

    func removeAll(_ items: [Item]) {
        self.viewContext.performAndWait {
            for item in items {
                viewContext.delete(item)
            }
            try? viewContext.save()
        }
    }
}
