import Foundation
import MigrationKit
import Migrations
import Testing

/// The navigation migration needs iOS 16; the toolbar placements follow the iOS target:
/// `.topBarLeading`/`.topBarTrailing` from iOS 17 (where the iOS 14 names are deprecated), the
/// iOS 14 names below it and when no target is known.
@Suite("navigation deployment target")
struct NavigationDeploymentTests {
    static let source = """
        import SwiftUI

        struct Screen: View {
            var body: some View {
                Text("Hi").navigationBarItems(leading: Text("L"), trailing: Text("T"))
            }
        }

        """

    func run(_ deployment: DeploymentTargets) -> FileOutcome {
        let runner = MigrationRunner(migrations: [NavigationMigration()], options: MigrationOptions(deployment: deployment))
        return runner.run([SourceInput(path: "Screen.swift", bytes: Array(Self.source.utf8))]).files[0]
    }

    @Test("from iOS 17 the placements are the top-bar ones")
    func topBar() {
        let text = String(decoding: run(DeploymentTargets(versions: [.iOS: Version(17)], source: "--min-ios")).rewritten, as: UTF8.self)
        #expect(text.contains("ToolbarItem(placement: .topBarLeading)") && text.contains("ToolbarItem(placement: .topBarTrailing)"))
    }

    @Test(
        "at iOS 16, or with no target known, they are the navigation-bar ones",
        arguments: [
            DeploymentTargets(versions: [.iOS: Version(16)], source: "--min-ios"), DeploymentTargets(),
        ])
    func navigationBar(_ deployment: DeploymentTargets) {
        let text = String(decoding: run(deployment).rewritten, as: UTF8.self)
        #expect(text.contains("ToolbarItem(placement: .navigationBarLeading)") && text.contains("ToolbarItem(placement: .navigationBarTrailing)"))
    }

    @Test("below iOS 16 the migration does not run")
    func belowMinimum() {
        let outcome = run(DeploymentTargets(versions: [.iOS: Version(15)], source: "--min-ios"))
        #expect(outcome.status == .unchanged)
        #expect(outcome.diagnostics.isEmpty)
    }
}
