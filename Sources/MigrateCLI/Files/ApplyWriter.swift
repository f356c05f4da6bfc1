import Foundation
import MigrationKit

/// `apply`'s last step: refuse files with uncommitted work, then write every change as one
/// transaction, stopping cleanly on Ctrl-C.
///
/// 1. **Stage**: every new text goes to a flushed temporary file beside its target (up to 8 in
///    flight: the time is in `fsync`). A signal here removes them all: nothing has changed.
/// 2. **Check**: every target is still exactly what was read (a file to create: its name is still
///    free). A file that is not is refused with its whole unit (see `WriteUnits`).
/// 3. **Commit**: the renames (cheap), new files first and deletions last. From the first rename
///    on, a signal no longer stops the writing: the unit is finished, and the run says so, since a
///    half-written unit (a Swift file beside the Objective-C pair it replaces) is no one's state.
struct ApplyWriter {
    var console: Console
    var progress: Progress
    var allowDirty: Bool
    var allowDirtyDelete: Bool
    /// Rewrite files whose owner cannot be kept (see `FileOwner`).
    var allowOwnerChange = false
    /// Migrations whose changes stand or fall together (`Migration.writesAsOneUnit`).
    var wholeMigrations: Set<String> = []

    /// Writes every change in `report`, marking what could not be written as failed with the
    /// reason. Returns the signal number if a signal arrived.
    func write(_ report: inout RunReport, snapshots: [String: FileSnapshot]) -> Int32? {
        let changes = report.files.indices.filter { report.files[$0].isChange }
        guard !changes.isEmpty else { return nil }
        let units = WriteUnits(report.files, changes: changes, wholeMigrations: wholeMigrations)
        if refuseUncommitted(&report, changes: changes.filter { report.files[$0].status != .created }, snapshots: snapshots) {
            for i in changes where report.files[i].status == .created { markNotWritten(&report.files[i], "not written: other files have uncommitted changes") }
            return nil
        }
        refuseUnits(of: changes.filter { report.files[$0].status == .failed }, units: units, in: &report)

        let hook = TestHook(environment: console.environment)
        let interruption = Interruption { signal in
            FileHandle.standardError.write(Data("\nswift-migrate: stopped by signal \(signal) before writing; no file was changed\n".utf8))
        }
        guard interruption.beginWriting() else {
            for i in changes { markNotWritten(&report.files[i], "stopped before writing") }
            return interruption.received
        }
        let writing = changes.filter { report.files[$0].isChange }
        func target(_ i: Int) -> String {
            snapshots[report.files[i].path]?.path ?? NewFiles.absolute(report.files[i].path, workingDirectory: console.workingDirectory)
        }
        // A killed run (`kill -9`, a crash) leaves its temporaries behind; the next run that writes
        // in those directories removes them.
        let stale = SafeWriter.removeStaleTemporaries(in: Set(writing.map { (target($0) as NSString).deletingLastPathComponent }))
        if stale > 0 { report.notes.append("removed \(stale) temporary file\(stale == 1 ? "" : "s") left by an interrupted run") }

        // 1. Stage.
        let staged = stage(writing, of: report, snapshots: snapshots, target: target, interruption: interruption)
        hook.reached("apply.staged", interruption: interruption)
        var creationFailures: [Int] = []
        for (i, failure) in staged.failures.sorted(by: { $0.key < $1.key }) {
            if report.files[i].status == .created { creationFailures.append(i) }
            markNotWritten(&report.files[i], failure)
        }
        refuseUnits(of: Array(staged.failures.keys), units: units, in: &report)
        if let signal = interruption.received {
            for file in staged.files.values { file.discard() }
            for i in writing where report.files[i].isChange { markNotWritten(&report.files[i], "stopped by a signal before any file was replaced") }
            report.notes.append("stopped by a signal: 0 of \(writing.count) files written; every file is as it was")
            return signal
        }

        // 2. Check.
        progress.update("checking \(writing.count) files")
        var refused: [Int] = []
        for i in writing where report.files[i].isChange {
            let creating = report.files[i].status == .created
            let why: String? =
                creating
                ? (Self.exists(target(i)) ? SafeWriter.Failure.appeared(report.files[i].path).description : nil)
                : snapshots[report.files[i].path]?.changeOnDisk().map { SafeWriter.Failure.changedSinceRead($0).description }
            guard let why else { continue }
            markNotWritten(&report.files[i], why)
            refused.append(i)
            if creating { creationFailures.append(i) }
        }
        // The rewrites refer to what new files declare: when one cannot be created, nothing is written.
        if let missing = creationFailures.first {
            for i in writing where report.files[i].isChange {
                markNotWritten(&report.files[i], "not written: \(report.files[missing].path) could not be created")
            }
        }
        refuseUnits(of: refused, units: units, in: &report)
        hook.reached("apply.checked", interruption: interruption)
        let committing = writing.filter { report.files[$0].isChange }
        for i in writing where !report.files[i].isChange { staged.files[i]?.discard() }
        if let signal = interruption.received {
            for i in committing { staged.files[i]?.discard() }
            for i in committing { markNotWritten(&report.files[i], "stopped by a signal before any file was replaced") }
            report.notes.append("stopped by a signal: 0 of \(writing.count) files written; every file is as it was")
            return signal
        }

        // 3. Commit: new files, rewrites, then deletions. Signals are only noted from here on.
        progress.update("writing \(committing.count) files")
        let order =
            committing.filter { report.files[$0].status == .created } + committing.filter { report.files[$0].status == .changed }
            + committing.filter { report.files[$0].status == .deleted }
        var written = 0
        var incomplete: [String] = []
        for i in order {
            do {
                switch (report.files[i].status, staged.files[i], snapshots[report.files[i].path]) {
                case (.created, let file?, _): try SafeWriter.commitNew(file)
                case (.deleted, _, let snapshot?): try SafeWriter.remove(snapshot)
                case (.changed, let file?, let snapshot?): try SafeWriter.commit(file, over: snapshot)
                default: throw SystemError("write", report.files[i].path, code: ENOENT)
                }
                written += 1
                if written == 1 { hook.reached("apply.renamed-first", interruption: interruption) }
            } catch {
                // Changed in the instant since the check. A file of its own is simply not written;
                // in a multi-file unit, the rest of the unit may already be in place.
                markNotWritten(&report.files[i], "\(error)")
                if units.members(with: i).count > 1 { incomplete.append(report.files[i].path) }
            }
        }
        SafeWriter.syncDirectories(of: order.map(target))
        if !incomplete.isEmpty {
            // Not "run again": a rerun sees the rest of the unit converted and may not touch the
            // saved file; only the user can merge what they saved.
            let one = incomplete.count == 1
            report.notes.append(
                "\(incomplete.count) file\(one ? "" : "s") changed in the moment between the check and the write and \(one ? "was" : "were") "
                    + "left as saved (\(incomplete.joined(separator: ", "))), but the rest of \(one ? "its" : "their") unit was written: "
                    + "the unit is incomplete; migrate the saved text by hand, or keep a copy of it, put the unit's files back "
                    + "(git checkout) and run again")
        }
        if interruption.received != nil {
            report.notes.append(
                "stopped by a signal while the files were put in place: \(written) of \(writing.count) files written; "
                    + "the renames were finished so that no unit is left half-written")
        }
        if let hardLinked = changes.first(where: { (snapshots[report.files[$0].path]?.identity.linkCount ?? 1) > 1 && report.files[$0].status == .changed }) {
            report.notes.append("\(report.files[hardLinked].path) had other hard links; they still name the original text (a rewrite replaces the file)")
        }
        return interruption.received
    }

    /// Marks every other member of a refused file's unit as not written, with the reason.
    private func refuseUnits(of refused: [Int], units: WriteUnits, in report: inout RunReport) {
        for i in refused {
            for j in units.members(with: i) where j != i && report.files[j].isChange {
                markNotWritten(&report.files[j], "not written: \(report.files[i].path), changed with it as one unit, cannot be written")
            }
        }
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Temporary files for every change that is not a deletion, in parallel.
    private func stage(
        _ indices: [Int], of report: RunReport, snapshots: [String: FileSnapshot], target: (Int) -> String, interruption: Interruption
    ) -> StagedFiles {
        let jobs = indices.filter { report.files[$0].isChange && report.files[$0].status != .deleted }.map { i in
            (i, target(i), report.files[i].status == .created ? nil : snapshots[report.files[i].path], report.files[i].rewritten)
        }
        let results = StagedFiles(count: jobs.count)
        guard !jobs.isEmpty else { return results }
        let group = DispatchGroup()
        for _ in 0..<min(8, jobs.count) {
            group.enter()
            Thread.detachNewThread { [allowOwnerChange, progress] in
                defer { group.leave() }
                while interruption.received == nil, let n = results.claim() {
                    let (i, path, original, bytes) = jobs[n]
                    do {
                        if original == nil {
                            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                        }
                        results.finish(i, try SafeWriter.stage(bytes, for: path, like: original, allowOwnerChange: allowOwnerChange))
                    } catch {
                        results.fail(i, "\(error)")
                    }
                    progress.update("staging \(results.finishedCount)/\(jobs.count)")
                }
            }
        }
        group.wait()
        return results
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

/// The temporary files of the staging step, by report index, and what could not be staged.
private final class StagedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var staged: [Int: SafeWriter.Staged] = [:]
    private var failed: [Int: String] = [:]
    private(set) var finishedCount = 0

    init(count: Int) { self.count = count }

    var files: [Int: SafeWriter.Staged] { lock.withLock { staged } }
    var failures: [Int: String] { lock.withLock { failed } }

    func claim() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func finish(_ i: Int, _ file: SafeWriter.Staged) {
        lock.withLock {
            staged[i] = file
            finishedCount += 1
        }
    }

    func fail(_ i: Int, _ reason: String) {
        lock.withLock {
            failed[i] = reason
            finishedCount += 1
        }
    }
}

/// Which changes stand or fall together. A migration that creates files (objc's Swift file for a
/// pair, coredata's models, storekit's companions) rewrites and deletes other files that refer to
/// them: every change of such a migration is one unit, and when one of its files is refused,
/// none is written; so is every change of a migration whose edits rely on each other across files
/// (`Migration.writesAsOneUnit`). The Xcode project edit that follows those files
/// (`XcodeProjectSync`) belongs to the unit too. Any other change is a unit of its own (its file).
struct WriteUnits {
    /// The report indices of the one multi-file unit.
    private(set) var together: Set<Int> = []

    init(_ files: [FileOutcome], changes: [Int], wholeMigrations: Set<String> = []) {
        let creating = Set(changes.filter { files[$0].status == .created }.flatMap { files[$0].editCounts.keys.map(Self.migration) })
            .union(wholeMigrations)
        together = Set(changes.filter { i in files[i].editCounts.keys.contains { creating.contains(Self.migration(of: $0)) } })
        if !together.isEmpty {
            together.formUnion(changes.filter { files[$0].editCounts.keys.contains(XcodeProjectSync.rule) })
        }
    }

    static func migration(of rule: String) -> String { String(rule.prefix { $0 != "." }) }

    func members(with i: Int) -> Set<Int> { together.contains(i) ? together : [i] }
}
