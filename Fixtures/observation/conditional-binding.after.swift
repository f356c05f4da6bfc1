import SwiftUI

@Observable
final class Preferences {
    var name = ""
}

/// The settings exist only in the macOS build: so must the local that binds them.
struct PreferencesView: View {
    #if os(macOS)
    @Environment(Preferences.self) var preferences
    #endif

    var body: some View {
        #if os(macOS)
        @Bindable var preferences = preferences
        #endif
        #if os(macOS)
        TextField("Name", text: $preferences.name)
        #else
        Text("Preferences are on the Mac")
        #endif
    }
}

struct PreferencesRoot: View {
    @State private var preferences = Preferences()

    var body: some View {
        PreferencesView().environment(preferences)
    }
}
