import Foundation

final class ModelContext {
    func save() throws {}
}

final class Editor {
    let context = ModelContext()
    let modelContext = ModelContext()

    func commit() {
        try? context.save()
        try? self.modelContext.save()
        try? save()
    }

    func save() throws {}
}
