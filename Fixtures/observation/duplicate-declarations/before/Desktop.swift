import SwiftUI

#if !os(iOS)
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
