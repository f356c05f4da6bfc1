import SwiftUI

struct ContentView: View {
    @State private var showsToolbar = true

    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
            }
            .navigationBarTitle("Mail", displayMode: .inline)
            .navigationBarItems(trailing: Button("Compose") {})
            .navigationBarHidden(!showsToolbar)
        }
        .navigationViewStyle(.stack)
    }
}
