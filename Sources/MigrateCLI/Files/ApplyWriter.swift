import Foundation
import MigrationKit

/// `apply`'s last step: refuse files with uncommitted work, then replace or delete each changed
/// file safely, stopping cleanly on Ctrl-C.
struct ApplyWriter {
    var console: Console
    var progress: Progress
    var allowDirty: Bool
    var allowDirtyDelete: Bool
    /// Rewrite files whose owner cannot be kept (see `FileOwner`).
    var allowOwnerChange = false

    /// Writes every change in `report`, marking what could not be written as failed with the
    /// reason. Returns the signal number if a signal stopped the writing.
    func write(_ report: inout RunReport, snapshots: [String: FileSnapshot]) -> Int32? {
        let changes = report.files.indices.filter { report.files[$0].isChange }
        guard !changes.isEmpty else { return nil }
        // A translated Objective-C pair is one unit with its bookkeeping (the Swift file, the
        // deletions, the import changes): when one of them is refused, none is written.
        let together = changes.filter { report.files[$0].editCounts.keys.contains { $0.hasPrefix("objc.") } }
        if refuseUncommitted(&report, changes: changes.filter { report.files[$0].status != .created }, snapshots: snapshots) {
            for i in changes where report.files[i].status == .created { markNotWritten(&report.files[i], "not written: other files have uncommitted changes") }
            return nil
        }
        if let refused = together.first(where: { report.files[$0].status == .failed }) {
            for i in together where report.files[i].status != .failed {
                markNotWritten(&report.files[i], "not written: \(report.files[refused].path), changed with it by objc, cannot be written")
            }
        }

        let interruption = Interruption { signal in
            FileHandle.standardError.write(Data("\nswift-migrate: stopped by signal \(signal) before writing; no file was changed\n".utf8))
        }
        guard interruption.beginWriting() else {
            for i in changes { markNotWritten(&report.files[i], "stopped before writing") }
            return interruption.received
        }
        // A killed run (`kill -9`, a crash) leaves its temporaries behind; the next run that writes
        // in those directories removes them.
        let directories = Set(
            changes.map { i in
                let path = snapshots[report.files[i].path]?.path ?? NewFiles.absolute(report.files[i].path, workingDirectory: console.workingDirectory)
                return (path as NSString).deletingLastPathComponent
            })
        let stale = SafeWriter.removeStaleTemporaries(in: directories)
        if stale > 0 { report.notes.append("removed \(stale) temporary file\(stale == 1 ? "" : "s") left by an interrupted run") }
        // New files first: the rewrites refer to what they declare, so if one cannot be created,
        // nothing else is written.
        let creations = changes.filter { report.files[$0].status == .created }
        for i in creations {
            let path = NewFiles.absolute(report.files[i].path, workingDirectory: console.workingDirectory)
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try SafeWriter.create(path, with: report.files[i].rewritten)
            } catch {
                markNotWritten(&report.files[i], "\(error)")
                for j in changes where report.files[j].isChange {
                    markNotWritten(&report.files[j], "not written: \(report.files[i].path) could not be created")
                }
                return nil
            }
        }
        SafeWriter.syncDirectories(of: creations.map { NewFiles.absolute(report.files[$0].path, workingDirectory: console.workingDirectory) })
        // Each file is written, flushed and renamed on its own, so several are in flight at once
        // (the time goes to fsync, not to the CPU); a signal stops workers from starting new files.
        let jobs = changes.filter { report.files[$0].status != .created }.compactMap { i in
            snapshots[report.files[i].path].map { (i, $0, report.files[i]) }
        }
        let results = WriteResults(count: jobs.count)
        let workers = min(8, jobs.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                while interruption.received == nil, let n = results.claim() {
                    let (_, snapshot, outcome) = jobs[n]
                    do {
                        if outcome.status == .deleted {
                            try SafeWriter.remove(snapshot)
                        } else {
                            try SafeWriter.replace(snapshot, with: outcome.rewritten, allowOwnerChange: allowOwnerChange)
                        }
                        results.finish(n, error: nil)
                    } catch {
                        results.finish(n, error: "\(error)")
                    }
                    progress.update("writing \(results.finishedCount)/\(jobs.count)")
                }
            }
        }
        group.wait()
        SafeWriter.syncDirectories(of: jobs.indices.filter { results.outcome(of: $0) == .written }.map { jobs[$0].1.path })
        var written = 0
        for (n, job) in jobs.enumerated() {
            switch results.outcome(of: n) {
            case .written: written += 1
            case .failed(let reason): markNotWritten(&report.files[job.0], reason)
            case .notStarted: markNotWritten(&report.files[job.0], "stopped by a signal before this file was written")
            }
        }
        if interruption.received != nil {
            report.notes.append("stopped by a signal: \(written) of \(jobs.count) files written; the rest are unchanged, run again to finish")
        }
        if let hardLinked = changes.first(where: { (snapshots[report.files[$0].path]?.identity.linkCount ?? 1) > 1 && report.files[$0].status == .changed }) {
            report.notes.append("\(report.files[hardLinked].path) had other hard links; they still name the original text (a rewrite replaces the file)")
        }
        return interruption.received
    }

    /// Refuses files with uncommitted work (all writes when any is found, as nothing should be
    /// mixed with unsaved work), and deletions of such files even with `--allow-dirty`. Returns
    /// whether nothing may be written at all.
    func refuseUncommitted(_ report: inout RunReport, changes: [Int], snapshots: [String: FileSnapshot]) -> Bool {
        let deletions = changes.filter { report.files[$0].status == .deleted }
        let checked = allowDirty ? (allowDirtyDelete ? [] : deletions) : changes
        guard !checked.isEmpty else { return false }
        let status = GitStatus(
            files: checked.compactMap { snapshots[report.files[$0].path]?.path }, environment: console.environment,
            workingDirectory: console.workingDirectory)
        for failure in status.failures {
            console.err("error: git cannot report uncommitted changes in \(failure.root): \(failure.message)\n")
        }
        let dirty = checked.filter { i in snapshots[report.files[i].path].map { status.dirty.contains($0.path) } ?? false }
        guard !dirty.isEmpty else { return false }
        for i in dirty {
            let deleting = report.files[i].status == .deleted
            report.files[i].status = .failed
            report.files[i].reason =
                deleting && allowDirty
                ? "not deleted: it has uncommitted changes (pass --allow-dirty-delete to delete it anyway)"
                : "uncommitted changes (or git could not tell); commit or stash them, or pass --allow-dirty"
            report.files[i].rewritten = report.files[i].original
            report.files[i].editCounts = [:]
        }
        guard !allowDirty else { return false }
        for i in changes where report.files[i].isChange { markNotWritten(&report.files[i], "not written: other files have uncommitted changes") }
        report.notes.append(
            "nothing was written: \(dirty.count) file\(dirty.count == 1 ? " has" : "s have") uncommitted changes; "
                + "commit or stash them first, or pass --allow-dirty"
        )
        return true
    }

    private func markNotWritten(_ outcome: inout FileOutcome, _ reason: String) {
        outcome.status = .failed
        outcome.editCounts = [:]
        outcome.reason = reason
        outcome.rewritten = outcome.original
    }
}

/// Which file each writer thread takes next, and how each ended.
private final class WriteResults: @unchecked Sendable {
    enum Outcome: Equatable {
        case notStarted, written
        case failed(String)
    }

    private let lock = NSLock()
    private var next = 0
    private var outcomes: [Outcome]
    private(set) var finishedCount = 0

    init(count: Int) { outcomes = Array(repeating: .notStarted, count: count) }

    func claim() -> Int? {
        lock.withLock {
            guard next < outcomes.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func finish(_ n: Int, error: String?) {
        lock.withLock {
            outcomes[n] = error.map(Outcome.failed) ?? .written
            finishedCount += 1
        }
    }

    func outcome(of n: Int) -> Outcome { lock.withLock { outcomes[n] } }
}
