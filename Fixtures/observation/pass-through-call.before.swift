import SwiftUI

/// `configure(x) { … }` returns `x` after changing it: a call of the project's own
/// `func configure<T>(_ x: T, …) -> T` has the type of its first argument.
func configure<Subject>(_ subject: Subject, configuration: (inout Subject) -> Void) -> Subject {
    var copy = subject
    configuration(&copy)
    return copy
}

final class Library: ObservableObject {
    @Published var books: [String] = []
}

struct LibraryList: View {
    @EnvironmentObject var library: Library

    var body: some View {
        Text("\(library.books.count)")
    }
}

@MainActor
private func preview() -> some View {
    LibraryList()
        .environmentObject(configure(Library()) {
            $0.books = ["Dune"]
        })
}
