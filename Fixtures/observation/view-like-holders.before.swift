import SwiftUI

final class Presenter: ObservableObject {
    @Published var title = ""
}

final class Palette: ObservableObject {
    static let shared = Palette()
    @Published var accent = "blue"
}

// A view modifier keeps its @StateObject like a view does: it becomes @State, not a plain
// property (which would create a new `Presenter` each time the modifier is made).
struct ProvidesPresenter: ViewModifier {
    @StateObject private var presenter = Presenter()

    func body(content: Content) -> some View {
        content
            .environmentObject(presenter)
    }
}

// A representable is a view.
struct SwatchView: NSViewRepresentable {
    @StateObject private var palette: Palette = .shared

    func makeNSView() -> NSObject {
        NSObject()
    }
}

struct Screen: View {
    @EnvironmentObject var presenter: Presenter

    var body: some View {
        Text(presenter.title).modifier(ProvidesPresenter())
    }
}
