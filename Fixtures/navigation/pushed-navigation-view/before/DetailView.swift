import SwiftUI

/// Pushed from `RootView`'s stack: its own NavigationView is nested in that stack.
struct DetailView: View {
    let number: Int

    var body: some View {
        NavigationView {
            DetailRows(number: number)
        }
    }
}

/// Shown by `DetailView`, so inside the same stack.
struct DetailRows: View {
    let number: Int

    var body: some View {
        NavigationView {
            Text("\(number)")
        }
    }
}

/// Pushed through a link's destination.
struct AboutView: View {
    var body: some View {
        NavigationView {
            Text("About")
        }
    }
}
