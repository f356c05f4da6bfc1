import SwiftUI

final class Theme: ObservableObject {
    static let shared = Theme()
    @Published var accent = "blue"
}

final class Session: ObservableObject {
    static let shared = Session()
    @Published var user = ""
}

final class Box<Value>: ObservableObject {
    @Published var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

let appModel = Session()

struct ThemeBadge: View {
    @ObservedObject var theme: Theme = .shared
    @ObservedObject private var session = Session.shared
    @StateObject private var counter = Box<Int>(0)

    var body: some View {
        Text(theme.accent)
        TextField("User", text: $session.user)
        Stepper("Count", value: $counter.value)
    }
}

final class Host {
    weak var session: Session?

    func makeView() -> some View {
        guard let session else { return AnyView(EmptyView()) }
        return AnyView(ThemeBadge().environmentObject(session).environmentObject(appModel))
    }
}
