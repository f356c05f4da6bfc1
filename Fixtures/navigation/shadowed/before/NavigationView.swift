import SwiftUI

/// The project's own container, which happens to share SwiftUI's name.
struct NavigationView<Content: View>: View {
    var content: () -> Content

    init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    var body: some View { content() }
}
