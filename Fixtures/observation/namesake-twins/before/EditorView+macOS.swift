import SwiftUI

#if !os(iOS)
struct EditorView: View {
    @EnvironmentObject var draft: Draft

    var body: some View {
        Form {
            TextField("Title", text: $draft.title)
        }
    }
}
#endif
