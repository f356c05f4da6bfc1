import SwiftUI

/// The app's one stack: `DetailView` is pushed onto it, `SettingsSheet` is presented over it.
struct RootView: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(value: 1) {
                    Text("First")
                }
                NavigationLink(destination: AboutView()) {
                    Text("About")
                }
            }
            .navigationDestination(for: Int.self) { number in
                DetailView(number: number)
            }
            .sheet(isPresented: $showsSettings) {
                SettingsSheet()
            }
        }
    }
}
