import SwiftUI

struct Conditional: View {
    var showsDetail: Bool

    var body: some View {
        NavigationView {
            Text("Sidebar")
            if showsDetail {
                Text("Detail")
            }
        }
    }
}

struct StackOfTwo: View {
    var body: some View {
        NavigationView {
            Text("Shown")
            Text("Hidden on every device")
        }
        .navigationViewStyle(.stack)
    }
}

struct SidebarOnly: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
        }
        .navigationViewStyle(.columns)
    }
}

struct CustomStyle: View {
    var style: StackNavigationViewStyle

    var body: some View {
        NavigationView {
            Text("One")
        }
        .navigationViewStyle(style)
    }
}

struct StyledChild: View {
    var body: some View {
        Text("Child").navigationViewStyle(.stack)
    }
}
