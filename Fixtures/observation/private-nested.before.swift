import SwiftUI

// The macro's extension cannot see a private type nested in another one: it becomes fileprivate.
struct CounterScreen: View {
    private final class Counter: ObservableObject {
        @Published var value = 0
    }

    @StateObject private var counter = Counter()

    var body: some View {
        Text("\(counter.value)")
    }
}

// At file scope, private already means fileprivate: nothing to change.
private final class Settings: ObservableObject {
    @Published var dark = false
}
