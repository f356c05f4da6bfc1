import CoreData

enum NoteFactory {
    /// The generated init takes `created`: the assignment right after the creation becomes its argument.
    static func make(title: String, in context: NSManagedObjectContext) -> Note {
        let note = Note(context: context)
        note.created = Date()
        note.title = title
        return note
    }
}
