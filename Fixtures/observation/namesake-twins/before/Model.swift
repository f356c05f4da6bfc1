import SwiftUI

final class Draft: ObservableObject {
    @Published var title = ""
}

struct Root: View {
    @StateObject private var draft = Draft()

    var body: some View {
        EditorView().environmentObject(draft)
    }
}
