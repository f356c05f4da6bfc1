import SwiftUI

struct ContentView: View {
    @State private var showsToolbar = true

    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
            }
            .navigationTitle("Mail")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Compose") {}
                }
            }
            .toolbar(!showsToolbar ? .hidden : .visible, for: .navigationBar)
        }
    }
}
