import CoreData
import SwiftUI

struct ItemActions: View {
    @Environment(\.managedObjectContext) private var viewContext

    var body: some View {
        Button("Stamp") {
            viewContext.perform { [viewContext] in
                try? viewContext.save()
            }
        }
    }

    func firstDate(_ items: [Item]) -> Date? {
        viewContext.performAndWait {
            guard let first = items.first else { return }
            print(first)
        }
        return nil
    }

    func save(in context: NSManagedObjectContext) {
        context.perform {
            try? context.save()
        }
    }
}

extension PersistenceController {
    func saveNow() {
        container.viewContext.performAndWait {
            try? container.viewContext.save()
        }
    }
}
