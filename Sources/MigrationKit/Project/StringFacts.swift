// Transitional: facts keyed and encoded as strings, for the code not yet moved to `FactKey`.
// Remove with its last user.

extension Fact {
    public init(kind: String, subject: String, detail: String = "", path: String = "", line: Int = 0) {
        self.init(FactKey<String>(kind), about: subject, detail, path: path, line: line)
    }
}

extension Recorded where Value == String {
    public var detail: String { value }
}

extension ProjectIndex {
    public func facts(_ kind: String) -> [Recorded<String>] { facts(FactKey<String>(kind)) }
    public func facts(_ kind: String, about subject: String) -> [Recorded<String>] { facts(FactKey<String>(kind), about: subject) }
    public func memoized<T: Sendable>(_ key: String, _ compute: () -> T) -> T { memoized(MemoKey<T>(key), compute) }
}
