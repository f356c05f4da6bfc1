import SwiftUI

@MainActor final class Counter: ObservableObject {
    @Published var count = 0
}

public class Library: ObservableObject, Identifiable {
    public let id = 1
    @Published public var books: [String] = []
}

final class Box<Value>: ObservableObject where Value: Equatable {
    @Published var value: Value

    init(value: Value) {
        self.value = value
    }
}

enum Screens {
    final class Router: SwiftUI.ObservableObject {
        @Published var path: [String] = []
    }
}

class Plain {
    var count = 0
}
