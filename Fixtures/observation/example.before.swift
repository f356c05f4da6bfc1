import SwiftUI

enum Theme: String {
    case system, light, dark
}

class UserSettings: ObservableObject {
    @Published var username: String = ""
    @Published var isLoggedIn: Bool = false
    @Published var theme: Theme = .system

    // Computed properties do not trigger updates
    var displayName: String {
        username.isEmpty ? "Anonymous" : username
    }

    func logOut() {
        isLoggedIn = false
        username = ""
    }
}

struct ContentView: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        SettingsView(settings: settings)
    }
}

struct SettingsView: View {
    @ObservedObject var settings: UserSettings

    var body: some View {
        Text(settings.displayName)
        TextField("Username", text: $settings.username)
        Toggle("Logged in", isOn: $settings.isLoggedIn)
    }
}

struct BadgeView: View {
    @ObservedObject var settings: UserSettings

    var body: some View {
        Text(settings.theme.rawValue)
    }
}
