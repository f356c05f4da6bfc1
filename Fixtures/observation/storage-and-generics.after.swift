import SwiftUI

@Observable
final class Note {
    var text = ""
}

struct NoteEditor: View {
    @Bindable var note: Note

    init(note: Note) {
        _note = .init(wrappedValue: note)
    }

    var body: some View {
        Text(note.text)
    }
}

@Observable
class BaseModel {
    var title = ""
}

struct Panel<Model: BaseModel>: View {
    var model: Model

    var body: some View {
        Text(model.title)
    }
}

final class Gauge: ObservableObject {
    dynamic var level = 0
}
