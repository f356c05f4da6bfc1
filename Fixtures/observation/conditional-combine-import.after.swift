import Foundation
import Observation

/// Combine is imported only under `#if`: `import Observation` goes at top level, after the last
/// top-level import, and the `#if` block that held only Combine goes.
@Observable
final class Inbox {
    var unread = 0
}
