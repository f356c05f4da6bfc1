import SwiftUI
import Combine

/// Views read `Store.shared.items`; the send is the only thing that refreshes them.
final class Store {
    static let shared = Store()
    var items: [String] = []
}

final class Catalog: ObservableObject {
    var count: Int { Store.shared.items.count }

    func reload() {
        Store.shared.items.append("new")
        objectWillChange.send()
    }
}

final class Child: ObservableObject {
    @Published var name = ""
}

/// Forwards every change of `child` to its own observers.
final class Parent: ObservableObject {
    let child = Child()
    private var bag = Set<AnyCancellable>()

    init() {
        child.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
        .store(in: &bag)
    }
}

final class Ticker: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var tick = 0
}
