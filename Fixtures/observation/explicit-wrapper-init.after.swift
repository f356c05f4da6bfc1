import SwiftUI

@Observable
final class Counter {
    var count = 0
    let start: Int

    init(start: Int) {
        self.start = start
    }
}

/// The wrapper made by `StateObject.init(wrappedValue:)`: one spelling of `StateObject(wrappedValue:)`.
struct CounterView: View {
    @State private var counter: Counter

    init(start: Int) {
        _counter = State.init(wrappedValue: Counter(start: start))
    }

    var body: some View {
        Button("\(counter.count)") { counter.count += 1 }
    }
}

/// And `.init(wrappedValue:)`, whose wrapper the property's type gives.
struct OtherCounterView: View {
    @State var counter: Counter

    init() {
        self._counter = .init(wrappedValue: Counter(start: 1))
    }

    var body: some View {
        Text("\(counter.count)")
    }
}
