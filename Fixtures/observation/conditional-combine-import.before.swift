import Foundation
#if canImport(Combine)
import Combine
#endif

/// Combine is imported only under `#if`: `import Observation` goes at top level, after the last
/// top-level import, and the `#if` block that held only Combine goes.
final class Inbox: ObservableObject {
    @Published var unread = 0
}
