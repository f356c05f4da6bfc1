import SwiftUI

// A private @State property makes the memberwise initializer private: the helper takes the view
// as built.
struct SettingsView: View {
    @State private var notificationsOn = true
    var onDone: () -> Void

    var body: some View {
        Toggle("Notifications", isOn: $notificationsOn)
    }
}
