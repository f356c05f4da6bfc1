import SwiftUI

// The macro's extension cannot see a private type nested in another one: it becomes fileprivate.
struct CounterScreen: View {
    @Observable
    fileprivate final class Counter {
        var value = 0
    }

    @State private var counter = Counter()

    var body: some View {
        Text("\(counter.value)")
    }
}

// At file scope, private already means fileprivate: nothing to change.
@Observable
private final class Settings {
    var dark = false
}
