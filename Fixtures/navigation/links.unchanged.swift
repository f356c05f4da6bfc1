import SwiftUI

struct Detail: View {
    var body: some View { Text("Detail") }
}

struct Links: View {
    @State private var showsDetail = false
    @State private var selection: Int?

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink(destination: Detail(), isActive: $showsDetail) {
                    Text("Open")
                }
                NavigationLink(destination: Detail(), tag: 1, selection: $selection) {
                    Text("First")
                }
                NavigationLink(destination: Detail()) {
                    Text("Still supported")
                }
            }
        }
    }
}
