import SwiftUI

/// `configure(x) { … }` returns `x` after changing it: a call of the project's own
/// `func configure<T>(_ x: T, …) -> T` has the type of its first argument.
func configure<Subject>(_ subject: Subject, configuration: (inout Subject) -> Void) -> Subject {
    var copy = subject
    configuration(&copy)
    return copy
}

@Observable
final class Library {
    var books: [String] = []
}

struct LibraryList: View {
    @Environment(Library.self) var library

    var body: some View {
        Text("\(library.books.count)")
    }
}

@MainActor
private func preview() -> some View {
    LibraryList()
        .environment(configure(Library()) {
            $0.books = ["Dune"]
        })
}
