import SwiftUI

@Observable
final class Presenter {
    var title = ""
}

@Observable
final class Palette {
    static let shared = Palette()
    var accent = "blue"
}

// A view modifier keeps its @StateObject like a view does: it becomes @State, not a plain
// property (which would create a new `Presenter` each time the modifier is made).
struct ProvidesPresenter: ViewModifier {
    @State private var presenter = Presenter()

    func body(content: Content) -> some View {
        content
            .environment(presenter)
    }
}

// A representable is a view.
struct SwatchView: NSViewRepresentable {
    @State private var palette: Palette = .shared

    func makeNSView() -> NSObject {
        NSObject()
    }
}

struct Screen: View {
    @Environment(Presenter.self) var presenter

    var body: some View {
        Text(presenter.title).modifier(ProvidesPresenter())
    }
}
