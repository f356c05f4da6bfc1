/// The order the guide's principles give: tests first (a safety net for the rest), one migration
/// at a time (each its own reviewable, revertible change), hand work after the automatic steps,
/// and Objective-C leaves first, trunks last.
struct OrderPlanner {
    var systems: [SystemReport]
    var objectiveC: ObjectiveCProject

    /// How many Objective-C files the order names before "…".
    static let leavesShown = 8

    /// Systems to act on (full or incremental), tests first, then the automatic ones with the
    /// least hand work first, then the hand-only ones.
    var actionable: [SystemReport] {
        let active = systems.filter { $0.recommendation.kind == .full || $0.recommendation.kind == .incremental }
        let automatic = active.filter { !$0.migrations.isEmpty }.sorted { lhs, rhs in
            if (lhs.id == "xctest") != (rhs.id == "xctest") { return lhs.id == "xctest" }
            return (lhs.manual, lhs.id) < (rhs.manual, rhs.id)
        }
        let byHand = active.filter { $0.migrations.isEmpty }
        return automatic + byHand
    }

    var steps: [String] {
        var steps: [String] = []
        for system in actionable {
            let number = steps.count + 1
            let ids = system.migrations.filter { $0.rewrites > 0 }.map(\.id)
            if !ids.isEmpty {
                let first = system.id == "xctest" ? " (tests first: they are the safety net for every later step)" : ""
                let rest = system.manual == 0 ? "" : "; then the \(system.manual) reported item\(system.manual == 1 ? "" : "s") by hand"
                steps.append("\(number). \(system.title): `swift-migrate apply --only \(ids.joined(separator: ","))`, one commit\(rest)\(first)")
            } else if system.id == "objc" {
                let order = objectiveC.leavesFirst
                let shown = order.prefix(Self.leavesShown).joined(separator: ", ")
                let more = order.count > Self.leavesShown ? ", … (\(order.count) in all)" : ""
                steps.append("\(number). \(system.title), by hand, one file per change, leaves first: \(shown)\(more)")
            } else {
                steps.append("\(number). \(system.title), by hand: \(system.recommendation.reason)")
            }
        }
        for system in systems where system.recommendation.kind == .notNow {
            steps.append("Not now — \(system.title): \(system.recommendation.reason)")
        }
        return steps
    }

    /// `scripts/staged-migrate.sh` with the migrations that would rewrite something, in order.
    func stagedCommand(repository: String, inputs: [String]) -> String? {
        let ids = actionable.flatMap { $0.migrations.filter { $0.rewrites > 0 }.map(\.id) }
        guard !ids.isEmpty else { return nil }
        let paths = inputs == ["."] ? "" : " -- " + inputs.map(Self.quoted).joined(separator: " ")
        return "scripts/staged-migrate.sh --repo \(Self.quoted(repository)) --test 'YOUR TEST COMMAND' \(ids.joined(separator: " "))\(paths)"
    }

    static func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) } ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
