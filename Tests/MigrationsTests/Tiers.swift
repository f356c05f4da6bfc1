import Foundation
import Testing

extension Tag {
    /// Suites that build nested packages or drive the built executable: they take tens of seconds.
    @Tag static var slow: Self
}

/// The slow tier runs unless `SWIFT_MIGRATE_FAST` is set: `SWIFT_MIGRATE_FAST=1 swift test` is the
/// edit–test loop; CI runs the README's command, which runs everything.
enum Tier {
    static let runsSlowTests = ProcessInfo.processInfo.environment["SWIFT_MIGRATE_FAST"] == nil
}
