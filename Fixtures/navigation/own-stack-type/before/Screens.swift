import SwiftUI

struct InboxScreen: View {
    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
            }
            .navigationBarTitle("Inbox")
            .navigationBarItems(trailing: Button("Edit") {})
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
