/// A key-value store and a loader with a completion handler.
public final class KeyValueStore {
    public private(set) var values: [String: String] = [:]
    public private(set) var isOpen = false

    public init() {}

    public func open() { isOpen = true }

    public func close() { isOpen = false; values.removeAll() }

    public func set(_ value: String, for key: String) { values[key] = value }

    public func value(for key: String) -> String? { values[key] }
}

public final class Temperature {
    public let celsius: Double
    public init(celsius: Double) { self.celsius = celsius }
    public var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

/// Counts instances that are alive, so teardown fixtures can check they ran.
public enum Tracker {
    nonisolated(unsafe) public static var openSessions = 0
}

public final class Session {
    public init() { Tracker.openSessions += 1 }
    public func end() { Tracker.openSessions -= 1 }
}

/// Process-wide settings, as libraries keep them (a logging system, a registry).
public enum Settings {
    nonisolated(unsafe) public static var verbose = false
    nonisolated(unsafe) public private(set) static var registered: [String] = []

    public static func register(_ name: String) { registered.append(name) }
    public static func reset() { verbose = false; registered.removeAll() }
}
