import SwiftUI

struct SettingsView: View {
    @StateObject private var model = SettingsModel()
    @State private var showsAbout = false

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $model.userName)
                Toggle("Notifications", isOn: $model.notificationsEnabled)
                NavigationLink(destination: Text("About"), isActive: $showsAbout) { Text("About") }
            }
        }
    }
}
