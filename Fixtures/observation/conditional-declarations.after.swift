import SwiftUI

// One class declared in mutually exclusive `#if` branches is one class: both branches convert.
#if os(iOS)
@Observable
final class AppModel {
    var title = "Phone"
}
#else
@Observable
final class AppModel {
    var title = "Desktop"
}
#endif

struct TitleView: View {
    @State private var model = AppModel()

    var body: some View {
        Text(model.title)
    }
}
