import Foundation
import MigrationKit
import Migrations
import Testing

/// `@Observable` needs iOS 17 / macOS 14 / tvOS 17 / watchOS 10: below that the runner holds the
/// migration back (unless told otherwise), and with no target at all it runs and says so.
@Suite("observation deployment target")
struct ObservationDeploymentTests {
    static let model = """
        import SwiftUI

        final class Counter: ObservableObject {
            @Published var count = 0
        }

        """

    func run(_ deployment: DeploymentTargets, ignoring: Bool = false) -> RunReport {
        let options = MigrationOptions(deployment: deployment, ignoreDeploymentTarget: ignoring)
        let runner = MigrationRunner(migrations: [ObservationMigration()], options: options)
        return runner.run([SourceInput(path: "Counter.swift", bytes: Array(Self.model.utf8))])
    }

    @Test(
        "below the minimum the migration does not run",
        arguments: [
            [Platform.iOS: Version(16)], [.macOS: Version(13, 5)], [.tvOS: Version(16)], [.watchOS: Version(9)],
        ])
    func belowMinimum(_ versions: [Platform: Version]) {
        let report = run(DeploymentTargets(versions: versions, source: "Package.swift"))
        #expect(report.files.allSatisfy { $0.status == .unchanged })
        #expect(report.notes.contains { $0.hasPrefix("observation: not run") })
    }

    @Test("at the minimum it runs")
    func atMinimum() {
        let report = run(DeploymentTargets(versions: [.iOS: Version(17), .macOS: Version(14)], source: "Package.swift"))
        #expect(report.files.map(\.status) == [.changed])
        #expect(String(decoding: report.files[0].rewritten, as: UTF8.self).contains("@Observable\nfinal class Counter {"))
    }

    @Test("below the minimum it runs when told to")
    func overridden() {
        let report = run(DeploymentTargets(versions: [.iOS: Version(15)], source: "--min-ios"), ignoring: true)
        #expect(report.files.map(\.status) == [.changed])
        #expect(report.notes.contains { $0.contains("running anyway") })
    }

    @Test("without a known target it runs and says so")
    func unknownTarget() {
        let report = run(DeploymentTargets())
        #expect(report.files.map(\.status) == [.changed])
        #expect(report.notes.contains { $0.hasPrefix("no deployment target found") })
    }

    @Test("a Package.swift platforms list is read")
    func manifest() {
        let versions = DeploymentTargetReader.fromPackageManifest("platforms: [.iOS(.v16), .macOS(.v14)]")
        #expect(
            DeploymentTargets(versions: versions, source: "Package.swift")
                .shortfalls(against: ObservationMigration().minimumDeployment).map(\.0) == [.iOS])
    }
}
