import SwiftUI

struct InboxScreen: View {
    var body: some View {
        SwiftUI.NavigationStack {
            List {
                Text("Inbox")
            }
            .navigationTitle("Inbox")
            .toolbar {
                SwiftUI.ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Edit") {}
                }
            }
        }
    }
}

struct LegacyScreen: View {
    var body: some View {
        NavigationStack(title: "Legacy") {
            Text("Back-ported")
        }
    }
}
