/// What a build or test check took back: a unit a migration converts as a whole (a test class, an
/// observable type with its views), or a whole file for migrations without units. The runner is
/// run again from the original text with these excluded, so every file agrees on what stays.
public struct BackedOutUnit: Sendable, Hashable {
    public var migration: String
    /// The unit's name as the migration gives it (`unitName(at:in:)`), or nil for a whole file.
    public var name: String?
    /// For a whole-file unit, the file (a display path).
    public var path: String?
    /// Why: the first compiler error it caused, or the test whose outcome changed.
    public var reason: String

    public init(migration: String, name: String?, path: String? = nil, reason: String) {
        self.migration = migration
        self.name = name
        self.path = path
        self.reason = reason
    }

    /// The rule of the diagnostics that report a backed-out unit.
    public static let rule = "engine.backed-out"
}

extension MigrationOptions {
    /// Why `unit` of `migration` was backed out, or nil when it was not.
    public func backOutReason(migration: String, unit: String) -> String? {
        backedOut.first { $0.migration == migration && $0.name == unit }?.reason
    }

    /// The unit names of `migration` that were backed out, with why.
    public func backedOutUnits(of migration: String) -> [String: String] {
        Dictionary(backedOut.filter { $0.migration == migration && $0.name != nil }.map { ($0.name!, $0.reason) }) { first, _ in first }
    }

    /// Why the whole of `path` was backed out for `migration`, or nil.
    func backOutReason(migration: String, path: String) -> String? {
        backedOut.first { $0.migration == migration && $0.name == nil && $0.path == path }?.reason
    }
}
