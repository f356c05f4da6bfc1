import SwiftUI

struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack {
            Text(note.title)
            Text(note.summary)
        }
    }
}
