import SwiftUI

struct Sidebar: View {
    var body: some View { Text("Sidebar") }
}

struct Detail: View {
    var body: some View { Text("Detail") }
}

struct TwoColumns: View {
    var body: some View {
        NavigationView {
            Sidebar()
            Detail()
        }
    }
}

struct ThreeColumns: View {
    var body: some View {
        NavigationView {
            Sidebar()
                .navigationTitle("Folders")
            List {
                Text("Messages")
            }
            Detail()
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
}

struct OneColumn: View {
    var body: some View {
        NavigationView {
            Detail()
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .padding()
    }
}

struct Qualified: View {
    var body: some View {
        SwiftUI.NavigationView { Text("One") }
    }
}
