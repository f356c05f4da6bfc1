import MigrationKit
import SourceSyntax

/// Review requests. Rule: `storekit.request-review`.
///
/// `SKStoreReviewController.requestReview(in: scene)` → `AppStore.requestReview(in: scene)`: the
/// same scene, the same main-actor isolation, Apple's named replacement. `AppStore.requestReview(in:)`
/// needs iOS 16: when the project's iOS deployment target is known to be lower, the call is reported
/// instead (with no target found, the run assumes every minimum is met and says so, as for the
/// migrations' own minimums). `requestReview()` without a scene used the key window's
/// scene: the code has no scene to pass, so it is reported (in SwiftUI, the
/// `@Environment(\.requestReview)` action; in UIKit, the view's window scene).
enum ReviewRequests {
    static func edits(in file: SourceFile, context: MigrationContext) -> [Edit] {
        var edits: [Edit] = []
        for call in file.calls(named: ["requestReview"]) {
            let callee = file.text(call.callee).filter { !$0.isWhitespace }
            guard callee == "SKStoreReviewController.requestReview" || callee == "StoreKit.SKStoreReviewController.requestReview" else { continue }
            if call.arguments.isEmpty {
                context.warn(
                    StoreKitRule.requestReview, at: call.name,
                    "requestReview() is deprecated and names no scene; call AppStore.requestReview(in:) with the scene this code runs in (iOS 16; in a SwiftUI view, the @Environment(\\.requestReview) action) and remove this call"
                )
                continue
            }
            guard call.arguments.count == 1, call.arguments[0].label.map({ file.text(of: $0) }) == "in" else { continue }
            if let target = context.options.deployment.versions[.iOS], target < Version(16) {
                context.warn(
                    StoreKitRule.requestReview, at: call.name,
                    "AppStore.requestReview(in:) needs iOS 16 and the iOS deployment target is \(target); call it under `if #available(iOS 16, *)` and keep this call in the else branch"
                )
                continue
            }
            edits.append(.replace(call.callee.lowerBound..<(call.name - 1), in: file, with: "AppStore", rule: StoreKitRule.requestReview))
        }
        return edits
    }
}
