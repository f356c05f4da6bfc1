/// The guide's decision for one system ("Recommend a Migration Strategy"): full, incremental or
/// none, from the counts and the blockers of its "When NOT to Migrate" section.
struct RecommendationFacts {
    var system: String
    var hasMigration: Bool
    var workItems: Int
    var automatic: Int
    /// The migrations' diagnostics.
    var reported: Int
    var manual: Int
    var blockers: [Evidence]
    var limits: [Evidence]
    var surface: [Metric]

    /// Below this many hand-work items a system is small enough to move in one step.
    static let smallSystem = 10

    func count(_ key: String) -> Int { surface.first { $0.key == "\(system).\(key)" }?.count ?? 0 }

    var recommendation: Recommendation {
        if workItems == 0 && automatic == 0 && manual == 0 {
            return Recommendation(.nothing, "nothing of the old framework was found")
        }
        if let first = blockers.first {
            let more = blockers.count > 1 ? " (and \(blockers.count - 1) more)" : ""
            return Recommendation(.notNow, "\(first.message) at \(first.location)\(more)")
        }
        switch system {
        case "uikit":
            if workItems <= 3 && count("storyboards") == 0 {
                return Recommendation(.full, "\(workItems) UIKit screens/views: small enough to rewrite in SwiftUI at once")
            }
            let kept = limits.isEmpty ? "" : "; keep \(limits.count) UIKit-only feature\(limits.count == 1 ? "" : "s") in UIKit"
            let ready =
                count("bridgeable") + count("drafts") == 0
                ? ""
                : "; \(count("bridgeable")) can be bridged by `swift-migrate bridge`, \(count("drafts")) list screen\(count("drafts") == 1 ? "" : "s") drafted"
            return Recommendation(
                .incremental,
                "\(workItems) UIKit items: screen by screen inside UIHostingController, leaf screens first (the guide: incremental is almost always better)\(kept)\(ready)"
            )
        case "objc":
            let size = "\(count("implementation-files")) Objective-C files, \(count("classes")) classes, \(count("lines")) lines with headers"
            if count("implementation-files") <= 3 {
                return Recommendation(.full, "\(size): small enough to translate in one change")
            }
            return Recommendation(.incremental, "\(size): file by file through the bridging header, leaves first")
        default:
            break
        }
        if !hasMigration || (automatic == 0 && reported == 0) {
            let why = hasMigration ? "the migration finds nothing it converts or reports" : "swift-migrate has no migration for this yet"
            return workItems <= Self.smallSystem
                ? Recommendation(.full, "\(workItems) items, all by hand (\(why))")
                : Recommendation(.incremental, "\(workItems) items, all by hand (\(why)): one area at a time")
        }
        let stays = limits.isEmpty ? "" : "; \(limits.count) stay\(limits.count == 1 ? "s" : "") on the old framework"
        if manual == 0 {
            return Recommendation(.full, "swift-migrate rewrites all \(automatic) items; nothing is left by hand\(stays)")
        }
        if manual <= max(Self.smallSystem, automatic / 4) {
            return Recommendation(.full, "swift-migrate rewrites \(automatic) items and reports \(manual) to finish by hand\(stays)")
        }
        return Recommendation(
            .incremental,
            "swift-migrate rewrites \(automatic) items but reports \(manual) for hand work: migrate what it converts, then the rest by area\(stays)")
    }
}
