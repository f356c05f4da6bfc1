import Foundation
import MigrationKit
import Migrations
import Testing

/// StoreKit 2 needs iOS 15; `AppStore.requestReview(in:)` needs iOS 16, checked per call: at a
/// known iOS 15 target the call stays and is reported, at 16 (or with no target found, which the
/// run assumes meets every minimum and says so) it is rewritten.
@Suite("storekit deployment target")
struct StoreKitDeploymentTests {
    static let source = """
        import StoreKit

        @MainActor func ask(in scene: UIWindowScene) {
            SKStoreReviewController.requestReview(in: scene)
        }

        """

    func run(_ deployment: DeploymentTargets) -> FileOutcome {
        let runner = MigrationRunner(migrations: [StoreKitMigration()], options: MigrationOptions(deployment: deployment))
        return runner.run([SourceInput(path: "Review.swift", bytes: Array(Self.source.utf8))]).files[0]
    }

    @Test("at iOS 15 the review request stays and is reported")
    func belowRuleMinimum() {
        let outcome = run(DeploymentTargets(versions: [.iOS: Version(15)], source: "--min-ios"))
        #expect(outcome.status == .unchanged)
        #expect(outcome.diagnostics.map(\.rule) == ["storekit.request-review"])
        #expect(outcome.diagnostics.first?.message.contains("needs iOS 16") == true)
    }

    @Test("at iOS 16 it moves to AppStore", arguments: [DeploymentTargets(versions: [.iOS: Version(16)], source: "--min-ios"), DeploymentTargets()])
    func atRuleMinimum(_ deployment: DeploymentTargets) {
        let outcome = run(deployment)
        #expect(outcome.status == .changed)
        #expect(String(decoding: outcome.rewritten, as: UTF8.self).contains("    AppStore.requestReview(in: scene)\n"))
    }

    @Test("an app's own AppStore type makes the call name StoreKit's")
    func shadowedAppStore() {
        let links = SourceInput(path: "Links.swift", bytes: Array("enum AppStore { static let page = \"https://apps.apple.com\" }\n".utf8))
        let runner = MigrationRunner(migrations: [StoreKitMigration()], options: MigrationOptions())
        let report = runner.run([SourceInput(path: "Review.swift", bytes: Array(Self.source.utf8)), links])
        let review = report.files.first { $0.path == "Review.swift" }
        #expect(review.map { String(decoding: $0.rewritten, as: UTF8.self) }?.contains("    StoreKit.AppStore.requestReview(in: scene)\n") == true)
    }

    @Test("at iOS 15 a SwiftUI view's request is reported for the action's iOS 16 minimum, not for a missing scene")
    func swiftUIViewBelowActionMinimum() {
        let view = """
            import StoreKit
            import SwiftUI

            struct RateButton: View {
                var body: some View { Button("Rate") { SKStoreReviewController.requestReview() } }
            }

            """
        let runner = MigrationRunner(
            migrations: [StoreKitMigration()], options: MigrationOptions(deployment: DeploymentTargets(versions: [.iOS: Version(15)], source: "--min-ios")))
        let outcome = runner.run([SourceInput(path: "RateButton.swift", bytes: Array(view.utf8))]).files[0]
        #expect(outcome.status == .unchanged)
        #expect(outcome.diagnostics.map(\.rule) == ["storekit.request-review"])
        let message = outcome.diagnostics.first?.message ?? ""
        #expect(message.contains("needs iOS 16") && message.contains("deployment target is 15"))
        #expect(!message.contains("names no scene"))
    }

        @Test("below iOS 15 the migration does not run")
    func belowMigrationMinimum() {
        let outcome = run(DeploymentTargets(versions: [.iOS: Version(14)], source: "--min-ios"))
        #expect(outcome.status == .unchanged)
        #expect(outcome.diagnostics.isEmpty)
    }
}
