import SwiftUI

@Observable
final class Draft {
    var title = ""
}

struct Root: View {
    @State private var draft = Draft()

    var body: some View {
        EditorView().environment(draft)
    }
}
