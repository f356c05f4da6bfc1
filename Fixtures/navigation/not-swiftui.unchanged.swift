// No SwiftUI import: these names are the file's own.
struct NavigationView {
    init(content: () -> Void) {}
    func navigationBarTitle(_ title: String) -> NavigationView { self }
}

let view = NavigationView {}.navigationBarTitle("Mine")
