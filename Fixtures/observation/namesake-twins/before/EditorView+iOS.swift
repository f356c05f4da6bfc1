import SwiftUI

#if os(iOS)
struct EditorView: View {
    @EnvironmentObject var draft: Draft

    var body: some View {
        TextField("Title", text: $draft.title)
    }
}
#endif
