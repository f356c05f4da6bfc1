import SwiftUI

@Observable
final class Theme {
    static let shared = Theme()
    var accent = "blue"
}

@Observable
final class Session {
    static let shared = Session()
    var user = ""
}

@Observable
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

let appModel = Session()

struct ThemeBadge: View {
    var theme: Theme = .shared
    @Bindable private var session = Session.shared
    @State private var counter = Box<Int>(0)

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
        return AnyView(ThemeBadge().environment(session).environment(appModel))
    }
}
