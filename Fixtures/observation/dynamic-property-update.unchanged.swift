import Combine
import SwiftUI

/// A dynamic property that forwards `update()` to its `@ObservedObject`: `_observable` is the
/// `ObservedObject` itself, and SwiftUI's `Bindable` documents no `update()`, so the class stays.
@propertyWrapper
struct CurrentDate: DynamicProperty {
    @ObservedObject
    private var observable: Observer

    var projectedValue: Binding<Date> {
        $observable.now
    }

    var wrappedValue: Date {
        observable.now
    }

    init() {
        self.observable = .init()
    }

    mutating func update() {
        _observable.update()
    }
}

extension CurrentDate {
    final class Observer: ObservableObject {
        @Published var now = Date()
    }
}
