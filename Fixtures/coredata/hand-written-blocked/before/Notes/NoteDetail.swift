import SwiftUI
import CoreData

struct NoteDetail: View {
    @ObservedObject var note: Note

    var body: some View {
        Text(note.title)
    }
}

/// `created` is required and never set here: the @Model init cannot be called.
func blankNote(in context: NSManagedObjectContext) -> Note {
    let note = Note(context: context)
    note.title = "Untitled"
    return note
}
