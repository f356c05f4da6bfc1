import SwiftUI

// One class declared in mutually exclusive `#if` branches is one class: both branches convert.
#if os(iOS)
final class AppModel: ObservableObject {
    @Published var title = "Phone"
}
#else
final class AppModel: ObservableObject {
    @Published var title = "Desktop"
}
#endif

struct TitleView: View {
    @StateObject private var model = AppModel()

    var body: some View {
        Text(model.title)
    }
}
