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

    /// `perform` and `reset` of other types are no context's.
    func later(_ work: @escaping () -> Void, form: inout FormState) {
        RunLoop.main.perform { work() }
        form.reset()
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

struct FormState {
    var text = ""
    mutating func reset() { text = "" }
}
