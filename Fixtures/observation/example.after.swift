import SwiftUI

enum Theme: String {
    case system, light, dark
}

@Observable
class UserSettings {
    var username: String = ""
    var isLoggedIn: Bool = false
    var theme: Theme = .system

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
    @State private var settings = UserSettings()

    var body: some View {
        SettingsView(settings: settings)
    }
}

struct SettingsView: View {
    @Bindable var settings: UserSettings

    var body: some View {
        Text(settings.displayName)
        TextField("Username", text: $settings.username)
        Toggle("Logged in", isOn: $settings.isLoggedIn)
    }
}

struct BadgeView: View {
    var settings: UserSettings

    var body: some View {
        Text(settings.theme.rawValue)
    }
}
