import SwiftUI

final class Renderer: ObservableObject {
    @Published var output = ""
    let template: String

    init(template: String) {
        self.template = template
    }
}

/// The initializer builds several models through one local closure: each call is a construction of
/// `Renderer`, whose creation only assigns values, so `@State` repeats nothing harmful.
struct TemplatesView: View {
    @StateObject private var title: Renderer
    @StateObject private var subtitle: Renderer

    init(template: String) {
        let makeRenderer = { Renderer(template: template) }
        _title = StateObject(wrappedValue: makeRenderer())
        _subtitle = StateObject(wrappedValue: makeRenderer())
    }

    var body: some View {
        VStack {
            Text(title.output)
            Text(subtitle.output)
        }
    }
}

final class Poller: ObservableObject {
    @Published var ticks = 0

    init() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    }
}

/// A local closure that constructs a class whose creation starts a timer: `Poller` stays, and the
/// warning names the timer, not an unread function.
struct PollerView: View {
    @StateObject private var poller: Poller

    init() {
        let makePoller = { Poller() }
        _poller = StateObject(wrappedValue: makePoller())
    }

    var body: some View {
        Text("\(poller.ticks)")
    }
}
