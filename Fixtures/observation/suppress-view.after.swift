import SwiftUI

// A class converts with the views that hold it: a comment that keeps one wrapper as it is keeps
// the class an ObservableObject (an @StateObject of an @Observable class does not compile).
final class SuppressedViewModel: ObservableObject {
    @Published var name = ""
}

@Observable
final class SuppressedViewCounter {
    var count = 0
}

struct SuppressedView: View {
    // swift-migrate:disable-next-line observation.state-object
    @StateObject var model = SuppressedViewModel()
    @State var counter = SuppressedViewCounter()

    var body: some View {
        Text(model.name + "\(counter.count)")
    }
}
