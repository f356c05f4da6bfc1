import SwiftUI

@Observable
final class Session {
    var user = ""
    var showsWelcome = true
}

struct ProfileView: View {
    @Environment(Session.self) var session

    var body: some View {
        Text(session.user)
    }
}

struct AccountView: View {
    @Environment(Session.self) private var session

    var body: some View {
        @Bindable var session = session
        Form {
            TextField("User", text: $session.user)
        }
    }

    var welcomeToggle: some View {
        @Bindable var session = session
        return Toggle("Welcome", isOn: $session.showsWelcome)
    }

    func userBinding() -> Binding<String> {
        @Bindable var session = session
        return $session.user
    }

    func reset() {
        session.user = ""
    }
}

struct RootView: View {
    @State private var session = Session()
    let spare = Session()

    var body: some View {
        VStack {
            ProfileView()
            AccountView()
                .environment(spare)
        }
        .environment(session)
    }
}
