import SwiftUI

final class Store {}

private struct StoreKey: EnvironmentKey {
    static let defaultValue = Store()
}

private struct StampKey: EnvironmentKey {
    static let defaultValue: Date = Date()
}

private struct CountKey: EnvironmentKey {
    static let defaultValue = 0
}

struct AppEnvironment {
    var scale = 1.0
}

var Current = AppEnvironment()

private struct ScaleKey: EnvironmentKey {
    static let defaultValue = Current.scale
}

private struct NameKey: EnvironmentKey {
    static var defaultValue: String { "name" }
}

extension EnvironmentValues {
    var store: Store {
        get { self[StoreKey.self] }
        set { self[StoreKey.self] = newValue }
    }

    var stamp: Date {
        get { self[StampKey.self] }
        set { self[StampKey.self] = newValue }
    }

    var count: Int {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }

    var scale: Double {
        get { self[ScaleKey.self] }
        set { self[ScaleKey.self] = newValue }
    }

    var name: String {
        get { self[NameKey.self] }
        set { self[NameKey.self] = newValue }
    }
}

func initialCount() -> Int { CountKey.defaultValue }

private struct ReadOnlyKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var readOnly: Bool { self[ReadOnlyKey.self] }
}
