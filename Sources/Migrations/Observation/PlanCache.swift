import Foundation
import MigrationKit

/// The plan depends only on the project index, and the runner asks for edits file by file (and
/// pass by pass) against the same index: compute it once per index.
final class PlanCache: @unchecked Sendable {
    static let shared = PlanCache()

    private let lock = NSLock()
    /// The last index's identity (held, so it cannot be reused by another index) and its plan.
    private var last: (identity: ProjectIndex.Identity, plan: ObservationPlan)?

    func plan(for index: ProjectIndex) -> ObservationPlan {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.identity === index.identity { return last.plan }
        let plan = ObservationPlan(index: index)
        last = (index.identity, plan)
        return plan
    }
}
