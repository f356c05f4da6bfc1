import SwiftUI

struct Sidebar: View {
    var body: some View { Text("Sidebar") }
}

struct Detail: View {
    var body: some View { Text("Detail") }
}

struct TwoColumns: View {
    var body: some View {
        NavigationSplitView {
            Sidebar()
        } detail: {
            Detail()
        }
    }
}

struct ThreeColumns: View {
    var body: some View {
        NavigationSplitView {
            Sidebar()
                .navigationTitle("Folders")
        } content: {
            List {
                Text("Messages")
            }
        } detail: {
            Detail()
        }
    }
}

struct OneColumn: View {
    var body: some View {
        NavigationStack {
            Detail()
        }
        .padding()
    }
}

struct Qualified: View {
    var body: some View {
        SwiftUI.NavigationStack { Text("One") }
    }
}
