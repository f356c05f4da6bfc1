import SwiftUI

@MainActor @Observable final class Counter {
    var count = 0
}

@Observable
public class Library: Identifiable {
    public let id = 1
    public var books: [String] = []
}

@Observable
final class Box<Value> where Value: Equatable {
    var value: Value

    init(value: Value) {
        self.value = value
    }
}

enum Screens {
    @Observable
    final class Router {
        var path: [String] = []
    }
}

class Plain {
    var count = 0
}
