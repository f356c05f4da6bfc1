import Foundation
import MigrationKit

/// Files a run creates (`FileOutcome.Status.created`), checked against the disk before anything is
/// shown or written: one that is already there with the same bytes is no change (a second run),
/// one that is there with other bytes is refused and never replaced — and with it every other change
/// of the migration that wanted it (the rewrites and deletions refer to what it declares: an objc
/// pair deleted without its Swift file would lose the class).
enum NewFiles {
    static func settle(_ report: RunReport, workingDirectory: String) -> RunReport {
        var report = report
        var refused: [String: String] = [:]  // migration id → the file it could not create
        for i in report.files.indices where report.files[i].status == .created {
            let path = absolute(report.files[i].path, workingDirectory: workingDirectory)
            guard FileManager.default.fileExists(atPath: path) || isDanglingLink(path) else { continue }
            let present = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            if present == report.files[i].rewritten {
                report.files[i].status = .unchanged
                report.files[i].original = report.files[i].rewritten
                report.files[i].editCounts = [:]
            } else {
                for rule in report.files[i].editCounts.keys { refused[String(rule.prefix { $0 != "." })] = report.files[i].path }
                report.files[i].status = .failed
                report.files[i].reason = "a file with other text is already there; it is not replaced (move it away and run again)"
                report.files[i].rewritten = []
                report.files[i].editCounts = [:]
            }
        }
        // The Xcode project edit lists the refused file too: it goes with it (`XcodeProjectSync`).
        let firstRefused = refused.values.sorted().first
        for i in report.files.indices where report.files[i].isChange {
            let followsProject = report.files[i].editCounts.keys.contains(XcodeProjectSync.rule) ? firstRefused : nil
            guard let blocked = report.files[i].editCounts.keys.lazy.compactMap({ refused[String($0.prefix { $0 != "." })] }).first ?? followsProject
            else { continue }
            report.files[i].status = .failed
            report.files[i].reason = "not written: \(blocked), changed with it as one unit, cannot be created"
            report.files[i].rewritten = report.files[i].original
            report.files[i].editCounts = [:]
        }
        return report
    }

    static func absolute(_ path: String, workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    private static func isDanglingLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
