import SwiftUI

struct NoteDetail: View {
    @ObservedObject var note: Note

    var body: some View {
        Text(note.title)
    }
}
