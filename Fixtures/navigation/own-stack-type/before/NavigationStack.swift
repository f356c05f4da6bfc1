import SwiftUI

/// The project's back-port of a stack for older systems, under SwiftUI's name: the rewrites
/// spell SwiftUI's own `SwiftUI.NavigationStack` (and `SwiftUI.ToolbarItem`) instead of
/// refusing the project.
struct NavigationStack<Content: View>: View {
    var title: String
    var content: () -> Content

    init(title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    var body: some View { content() }
}

struct ToolbarItem {
    var title: String
}
