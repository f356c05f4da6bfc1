import CoreData
import SwiftData

enum NoteFactory {
    /// The generated init takes `created`: the assignment right after the creation becomes its argument.
    static func make(title: String, in context: ModelContext) -> Note {
        let note = Note(created: Date())
        context.insert(note)
        note.title = title
        return note
    }
}
