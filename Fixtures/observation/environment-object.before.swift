import SwiftUI

final class Session: ObservableObject {
    @Published var user = ""
    @Published var showsWelcome = true
}

struct ProfileView: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Text(session.user)
    }
}

struct AccountView: View {
    @EnvironmentObject private var session: Session

    var body: some View {
        Form {
            TextField("User", text: $session.user)
        }
    }

    var welcomeToggle: some View {
        Toggle("Welcome", isOn: $session.showsWelcome)
    }

    func userBinding() -> Binding<String> {
        $session.user
    }

    func reset() {
        session.user = ""
    }
}

struct RootView: View {
    @StateObject private var session = Session()
    let spare = Session()

    var body: some View {
        VStack {
            ProfileView()
            AccountView()
                .environmentObject(spare)
        }
        .environmentObject(session)
    }
}
