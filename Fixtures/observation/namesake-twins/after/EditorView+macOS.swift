import SwiftUI

#if !os(iOS)
struct EditorView: View {
    @Environment(Draft.self) var draft

    var body: some View {
        @Bindable var draft = draft
        Form {
            TextField("Title", text: $draft.title)
        }
    }
}
#endif
