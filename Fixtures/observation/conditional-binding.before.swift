import SwiftUI

final class Preferences: ObservableObject {
    @Published var name = ""
}

/// The settings exist only in the macOS build: so must the local that binds them.
struct PreferencesView: View {
    #if os(macOS)
    @EnvironmentObject var preferences: Preferences
    #endif

    var body: some View {
        #if os(macOS)
        TextField("Name", text: $preferences.name)
        #else
        Text("Preferences are on the Mac")
        #endif
    }
}

struct PreferencesRoot: View {
    @StateObject private var preferences = Preferences()

    var body: some View {
        PreferencesView().environmentObject(preferences)
    }
}
