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
        var viewsGivenTheAction: Set<Int> = []
        let below16 = context.options.deployment.versions[.iOS].map { $0 < Version(16) } ?? false
        for call in file.calls(named: ["requestReview"]) {
            let callee = file.text(call.callee).filter { !$0.isWhitespace }
            guard callee == "SKStoreReviewController.requestReview" || callee == "StoreKit.SKStoreReviewController.requestReview" else { continue }
            if call.arguments.isEmpty, call.trailingClosures.isEmpty, !below16, let view = enclosingView(of: call, in: file), let close = call.rightParen {
                // In a SwiftUI view: the environment's action, which uses the view's own scene.
                if viewsGivenTheAction.insert(view.keyword).inserted, let property = actionProperty(in: view, file) { edits.append(property) }
                edits.append(.replace(call.callee.lowerBound..<(close + 1), in: file, with: "requestReview()", rule: StoreKitRule.requestReview))
                continue
            }
            if call.arguments.isEmpty, below16, let target = context.options.deployment.versions[.iOS], enclosingView(of: call, in: file) != nil {
                // The view has a scene: what stops the rewrite is the action's iOS 16 minimum.
                context.warn(
                    StoreKitRule.requestReview, at: call.name,
                    "in this SwiftUI view, requestReview() becomes the @Environment(\\.requestReview) action, which needs iOS 16 (the view's property too) and the iOS deployment target is \(target); rewrite it when the target is iOS 16"
                )
                continue
            }
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
            // An app's own `AppStore` (links to its page, say) would shadow StoreKit's.
            let appStore = StoreKitMigration.projectDeclares("AppStore", context.index) ? "StoreKit.AppStore" : "AppStore"
            edits.append(.replace(call.callee.lowerBound..<(call.name - 1), in: file, with: appStore, rule: StoreKitRule.requestReview))
        }
        return edits
    }

    /// The SwiftUI view whose member holds the call, when nothing in between may run it off the
    /// main actor (the action is `@MainActor`): the struct adopts `View`, the call sits in one of
    /// its members, in no closure handed to a queue or a detached task, and the view has no member
    /// of its own called `requestReview`.
    private static func enclosingView(of call: Call, in file: SourceFile) -> Decl? {
        let path = file.declarationPath(to: call.name)
        guard let index = path.lastIndex(where: \.isTypeDeclaration), path[index].kind == .structDecl,
            file.inheritedNames(of: path[index]).contains(where: { $0 == "View" || $0 == "SwiftUI.View" }), index + 1 < path.count
        else { return nil }
        let view = path[index]
        if view.flattenedMembers.contains(where: { member in
            member.bindings.contains { file.text($0.pattern) == "requestReview" } || file.name(of: member) == "requestReview"
        }) {
            return nil
        }
        let member = path[index + 1]
        var i = call.callee.lowerBound
        while let block = file.innermostBlock(containing: i), block.lowerBound > member.keyword {
            // The call the block is a closure of: `queue.asyncAfter(deadline: …) { … }` names `asyncAfter`.
            var callee = block.lowerBound - 1
            if file.kind(callee) == .rightParen, let open = file.matching(callee) { callee = open - 1 }
            if ["async", "asyncAfter", "detached", "sync", "concurrentPerform", "Thread"].contains(file.text(of: callee)) { return nil }
            i = block.lowerBound
        }
        return view
    }

    /// `@Environment(\.requestReview) private var requestReview` as the view's first line, after
    /// whatever shares the line of its opening brace.
    private static func actionProperty(in view: Decl, _ file: SourceFile) -> Edit? {
        guard let body = view.body else { return nil }
        let member = view.members.first.map { file.indentation(ofLineContaining: file.tokens[$0.tokens.lowerBound].start) }
        let indent = member ?? file.indentation(ofLineContaining: file.tokens[view.keyword].start) + "    "
        return .insert(
            file.lineBreak + indent + "@Environment(\\.requestReview) private var requestReview",
            at: file.tokens[body.lowerBound].trailingTriviaRange.upperBound,
            rule: StoreKitRule.requestReview)
    }
}
