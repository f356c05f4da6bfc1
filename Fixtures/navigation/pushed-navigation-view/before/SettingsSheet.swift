import SwiftUI

/// Presented in a sheet, a new context: its NavigationView becomes its stack.
struct SettingsSheet: View {
    var body: some View {
        NavigationView {
            Form {
                Text("Settings")
            }
        }
    }
}
