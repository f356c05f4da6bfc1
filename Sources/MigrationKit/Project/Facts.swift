/// The kind of a project-wide fact and the type of the value it records. A migration declares its
/// keys once (`static let blocker = FactKey<Blocker>("observation.blocker")`); `scan` records
/// values under them and the index hands them back typed, so nothing is encoded into strings.
public struct FactKey<Value: Sendable>: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// The key of a project-wide decision derived from the index once (`ProjectIndex.memoized`).
public struct MemoKey<Value: Sendable>: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// One fact `scan` found: what it is about, its value, and where.
public struct Recorded<Value: Sendable>: Sendable {
    /// The type or name the fact is about (`Model`), for `facts(_:about:)`.
    public var subject: String
    public var value: Value
    public var path: String
    public var line: Int
}

/// A recorded fact with its value type erased, as `Migration.scan` hands it to the index.
public struct Fact: Sendable {
    let kind: String
    let subject: String
    let value: any Sendable
    let path: String
    let line: Int

    public init<Value: Sendable>(_ key: FactKey<Value>, about subject: String, _ value: Value, path: String, line: Int = 0) {
        kind = key.name
        self.subject = subject
        self.value = value
        self.path = path
        self.line = line
    }

    /// A fact whose only content is its subject and place (`FactKey<Void>`).
    public init(_ key: FactKey<Void>, about subject: String, path: String, line: Int = 0) {
        self.init(key, about: subject, (), path: path, line: line)
    }

    func typed<Value>(as _: Value.Type) -> Recorded<Value>? {
        (value as? Value).map { Recorded(subject: subject, value: $0, path: path, line: line) }
    }
}
