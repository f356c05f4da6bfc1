import SwiftUI

final class Session: ObservableObject {
    @Published var user = ""
}

final class Router: ObservableObject {
    @Published var path: [String] = []
}

// Not a view: SwiftUI never installs its wrappers, so the models become plain properties (never
// @State, which outside a view would not keep its value).
final class Coordinator {
    @ObservedObject var session = Session()
    @StateObject var router = Router()
}

final class Tracker: ObservableObject {
    @Published var count = 0
}

// `_tracker = …` outside a view has nothing to name once the property is plain: Tracker stays.
final class Host {
    @ObservedObject var tracker: Tracker

    init() {
        _tracker = ObservedObject(wrappedValue: Tracker())
    }
}
