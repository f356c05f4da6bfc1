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

    /// `perform` and `reset` of other types are no context's.
    func later(_ work: @escaping () -> Void, form: inout FormState) {
        RunLoop.main.perform { work() }
        form.reset()
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

struct FormState {
    var text = ""
    mutating func reset() { text = "" }
}
