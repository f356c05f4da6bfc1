import Dispatch
import SourceSyntax

/// One input file: a display path and its bytes.
public struct SourceInput: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// What happened to one file.
public struct FileOutcome: Sendable {
    public enum Status: String, Sendable, Codable { case changed, created, deleted, unchanged, skipped, failed }

    public var path: String
    public var status: Status
    /// Why the file was skipped or failed.
    public var reason: String?
    public var original: [UInt8]
    /// The new text; equal to `original` unless `status == .changed` or `.created` (a new file,
    /// whose `original` is empty), empty when `.deleted`.
    public var rewritten: [UInt8]
    public var diagnostics: [Diagnostic]
    /// Applied edits per rule id.
    public var editCounts: [String: Int]
    /// For a created file, the input it was made from (see `ProjectFile.derivedFrom`).
    public var derivedFrom: String?
    /// Units whose edits declared a name twice in one scope (`DeclarationClashes`): the runner
    /// backs them out and runs again.
    var clashes: [DeclarationClashes.Found] = []

    public init(
        path: String, status: Status, reason: String? = nil, original: [UInt8], rewritten: [UInt8],
        diagnostics: [Diagnostic] = [], editCounts: [String: Int] = [:]
    ) {
        self.path = path
        self.status = status
        self.reason = reason
        self.original = original
        self.rewritten = rewritten
        self.diagnostics = diagnostics
        self.editCounts = editCounts
    }

    /// Whether the run rewrites or deletes the file.
    public var isChange: Bool { status == .changed || status == .created || status == .deleted }
}

/// The result of a run over many files, sorted by path so output is deterministic.
public struct RunReport: Sendable {
    public var files: [FileOutcome]
    /// Run-level messages: migrations held back by the deployment target, where it came from, …
    public var notes: [String]
    /// Set when the run was checked with the project's build (and tests).
    public var check: CheckSummary?

    public init(files: [FileOutcome], notes: [String]) {
        self.files = files
        self.notes = notes
    }

    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    public func count(_ status: FileOutcome.Status) -> Int { files.filter { $0.status == status }.count }

    public var editCounts: [String: Int] {
        files.reduce(into: [:]) { total, file in
            for (rule, count) in file.editCounts { total[rule, default: 0] += count }
        }
    }
}

/// Runs migrations over files: parse all in parallel, build the project index once, then rewrite
/// each file in parallel to a fixpoint, refusing any result that parses worse than its input.
public struct MigrationRunner: Sendable {
    public var migrations: [any Migration]
    public var options: MigrationOptions
    /// Passes per file before giving up on reaching a fixpoint.
    public var maximumPasses = 4

    public init(migrations: [any Migration], options: MigrationOptions = MigrationOptions()) {
        self.migrations = migrations
        self.options = options
    }

    /// - Parameter context: files that are read but not migrated (the package's other targets): the
    ///   index knows the type names they declare (`ProjectIndex.contextTypes`).
    /// - Parameter resources: files that are not Swift source but that migrations read and may
    ///   rewrite (a Core Data model's `contents`); see `Migration.projectFiles`.
    public func run(_ inputs: [SourceInput], context: [SourceInput] = [], resources: [SourceInput] = []) -> RunReport {
        // A rewrite that declares a name twice backs its unit out, and the run starts again from
        // the original text, so every file of a unit that spans files agrees. Each round backs out
        // at least one more unit; a few rounds are enough in practice, and the bound keeps it finite.
        var runner = self
        var backedOut: [DeclarationClashes.Found] = []
        var report = runner.runOnce(inputs, context: context, resources: resources)
        for _ in 0..<4 {
            let clashes = report.files.flatMap(\.clashes).filter { !runner.options.backedOut.contains($0.unit) }
            guard !clashes.isEmpty else { break }
            var seen: Set<String> = []
            for clash in clashes where seen.insert("\(clash.unit.migration) \(clash.unit.name ?? "") \(clash.unit.path ?? "")").inserted {
                runner.options.backedOut.append(clash.unit)
                backedOut.append(clash)
            }
            report = runner.runOnce(inputs, context: context, resources: resources)
        }
        // Said once, where the clash was, unless the migration already said it.
        for clash in backedOut {
            let unit = clash.unit
            guard let index = report.files.firstIndex(where: { $0.path == clash.path }),
                !report.files.contains(where: { $0.diagnostics.contains { $0.rule == BackedOutUnit.rule && $0.message.contains(unit.reason) } })
            else { continue }
            let what = unit.name.map { "\($0) unconverted" } ?? "this file unconverted"
            report.files[index].diagnostics.append(
                Diagnostic(
                    path: clash.path, line: clash.line, column: clash.column, rule: BackedOutUnit.rule,
                    message: "\(unit.migration) left \(what): \(unit.reason)"))
        }
        return report
    }

    func runOnce(_ inputs: [SourceInput], context: [SourceInput], resources: [SourceInput]) -> RunReport {
        var notes: [String] = []
        let projects = XcodeProjectSync.Projects(resources)
        let uncompiled = XcodeProjectSync.uncompiledFiles(inputs.map(\.path), projects: projects)
        let leftOut = inputs.compactMap { input in
            uncompiled[input.path].map { FileOutcome(path: input.path, status: .skipped, reason: $0, original: input.bytes, rewritten: input.bytes) }
        }
        let inputs = uncompiled.isEmpty ? inputs : inputs.filter { uncompiled[$0.path] == nil }
        let active = migrations.filter { migration in
            let short = options.deployment.shortfalls(against: migration.minimumDeployment)
            guard !short.isEmpty else { return true }
            let detail = short.map { "\($0.0.rawValue) \($0.have) < \($0.need)" }.joined(separator: ", ")
            if options.ignoreDeploymentTarget {
                notes.append("\(migration.id): deployment target below its minimum (\(detail)); running anyway as asked")
                return true
            }
            notes.append("\(migration.id): not run: deployment target below its minimum (\(detail)); raise the target or pass --ignore-deployment-target")
            return false
        }
        if options.deployment.source == nil, active.contains(where: { !$0.minimumDeployment.versions.isEmpty }) {
            notes.append(
                "no deployment target found (Package.swift platforms, Xcode *_DEPLOYMENT_TARGET or --min-ios/--min-macos); "
                    + "assuming it meets every migration's minimum"
            )
        }

        let files = parallelMap(inputs) { SourceFile(path: $0.path, bytes: $0.bytes) }
        // Context files are scanned too (a helper in another target is still a helper), but only
        // their type names go to `contextTypes`, and migrations check `isContext` before relying on them.
        let contextFiles = parallelMap(context) { SourceFile(path: $0.path, bytes: $0.bytes) }
        let facts = parallelMap(files + contextFiles) { file -> [Fact] in
            var facts: [Fact] = []
            for migration in active where migration.isScanned(file) { migration.scan(file, into: &facts) }
            return facts
        }.flatMap { $0 }
        // Files left out still exist: `bytes(ofInput:)` sees them, so nothing is created over one.
        let index = ProjectIndex(files: files, facts: facts, context: contextFiles, resources: resources, present: leftOut.map { SourceInput(path: $0.path, bytes: $0.original) })
        // Project-wide decisions are made here, where their own parallel work runs in parallel
        // (inside the per-file map below, a nested parallel map runs on one thread).
        for migration in active { migration.prepare(index, options: options) }
        var outcomes = parallelMap(files) { migrate($0, index: index, migrations: active) }
        var alreadyCreated: [FileOutcome] = []
        outcomes += projectFileOutcomes(of: active, index: index, existing: outcomes, alreadyCreated: &alreadyCreated)
        outcomes = XcodeProjectSync.syncing(outcomes, projects: projects, alreadyCreated: alreadyCreated)
        outcomes += leftOut.filter { left in !outcomes.contains { $0.path == left.path } }
        var report = RunReport(files: outcomes.sorted { $0.path < $1.path }, notes: notes)
        let counts = report.editCounts
        for migration in active { report.notes += migration.notes(forEditCounts: counts).map { "\(migration.id): \($0)" } }
        return report
    }

    /// Migrates one parsed file against a prepared index.
    public func migrate(_ original: SourceFile, index: ProjectIndex, migrations: [any Migration]? = nil) -> FileOutcome {
        let migrations = migrations ?? self.migrations
        var outcome = FileOutcome(
            path: original.path, status: .unchanged, reason: nil, original: original.bytes,
            rewritten: original.bytes, diagnostics: [], editCounts: [:])
        if let marker = GeneratedCode.marker(in: original) {
            outcome.status = .skipped
            outcome.reason = "generated code (\(marker))"
            return outcome
        }
        var file = original
        let suppressions = Suppressions(original)
        // The ids a comment may name, only for a file that has such comments (rules are built per call).
        let knownIDs = suppressions.isEmpty ? [] : options.knownSuppressionIDs ?? Set(migrations.flatMap { [$0.id] + $0.rules.map(\.id) })
        outcome.diagnostics += suppressions.unknownIDs(known: knownIDs).map { unknown in
            let at = original.location(ofByte: unknown.directive.offset)
            return Diagnostic(
                path: original.path, line: at.line, column: at.column, rule: Suppressions.unknownRule,
                message: "'\(unknown.id)' names no migration or rule, so this comment disables nothing; see `swift-migrate list`")
        }
        var overlaps: [Diagnostic] = []
        for pass in 1...maximumPasses {
            let suppressions = Suppressions(file)
            var edits: [Edit] = []
            var deletionRule: String?
            for migration in migrations where migration.isApplicable(to: file) && !suppressions.disablesAll(migration.id) {
                if let reason = options.backOutReason(migration: migration.id, path: original.path) {
                    if pass == 1 {
                        outcome.diagnostics.append(
                            Diagnostic(
                                path: file.path, line: 1, column: 1, rule: BackedOutUnit.rule,
                                message: "\(migration.id) left this file unconverted: \(reason)"))
                    }
                    continue
                }
                let context = MigrationContext(file: file, index: index, options: options)
                let produced = migration.edits(for: file, in: context)
                if let rule = context.deletionRule,
                    suppressions.directive(suppressing: rule, migration: migration.id, in: 0..<max(file.bytes.count, 1)) == nil
                {
                    deletionRule = rule
                }
                let kept = keepingBackedOutUnits(produced, of: migration, file: file, outcome: &outcome, diagnostics: context.diagnostics, pass: pass)
                edits += keepingSuppressedUnits(kept, of: migration, suppressions: suppressions, file: file, outcome: &outcome, pass: pass)
                for diagnostic in context.diagnostics where !isSuppressed(diagnostic, migration: migration.id, by: suppressions, in: file) {
                    // Later passes see rewritten text: only messages the first pass did not give are kept.
                    let repeated = pass > 1 && outcome.diagnostics.contains { $0.rule == diagnostic.rule && $0.message == diagnostic.message }
                    if !repeated { outcome.diagnostics.append(diagnostic) }
                }
            }
            // A package in the tree that declares less than the migrations need: say so where, or raise it.
            let platforms = PackagePlatforms.check(file, against: migrations, raise: options.raiseDeploymentTarget)
            edits += platforms.edits
            if pass == 1 { outcome.diagnostics += platforms.diagnostics }
            if let deletionRule {
                outcome.status = .deleted
                outcome.rewritten = []
                outcome.editCounts = [deletionRule: 1]
                return outcome
            }
            overlaps = []
            guard !edits.isEmpty else { break }
            let result = EditApplier.apply(edits, to: file.bytes)
            // The next pass asks the migrations again on the rewritten text, so an edit left out
            // here is reported only if it is still left out when the passes end.
            overlaps = result.rejected.map { rejected in
                let at = file.location(ofByte: rejected.range.lowerBound)
                return Diagnostic(
                    path: file.path, line: at.line, column: at.column, rule: "engine.overlap",
                    message: "edit from \(rejected.rule) overlaps another edit and was not applied; change this by hand")
            }
            if result.bytes == file.bytes { break }
            for edit in result.applied { outcome.editCounts[edit.rule, default: 0] += 1 }
            let next = SourceFile(path: file.path, bytes: result.bytes)
            for clash in DeclarationClashes.introduced(in: next, comparedTo: file) {
                guard let found = DeclarationClashes.unit(for: clash, applied: result.applied, old: file, new: next, migrations: migrations),
                    !outcome.clashes.contains(where: { $0.unit == found.unit })
                else { continue }
                outcome.clashes.append(found)
            }
            file = next
            if pass == maximumPasses {
                outcome.diagnostics.append(
                    Diagnostic(
                        path: file.path, line: 1, column: 1, rule: "engine.fixpoint",
                        message: "migrations still had edits after \(maximumPasses) passes; review this file"))
            }
        }
        outcome.diagnostics += overlaps
        guard file.bytes != original.bytes else { return outcome }
        if file.problems.count > original.problems.count {
            let problem = file.problems.first { p in !original.problems.contains(p) } ?? file.problems[0]
            outcome.status = .failed
            outcome.reason = "rewritten text would not parse cleanly (\(problem.kind.rawValue)); file left unchanged"
            outcome.editCounts = [:]
            return outcome
        }
        outcome.status = .changed
        outcome.rewritten = file.bytes
        return outcome
    }
}

extension MigrationRunner {
    /// The files migrations create or rewrite besides the Swift inputs. A new file that an input
    /// already holds with the same bytes is no change (a second run); one whose path an input holds
    /// with other bytes is refused, never replaced (the migration should not have asked: it can
    /// see `index.bytes(ofInput:)` when it plans).
    /// - Parameter alreadyCreated: new files an earlier run already wrote with these bytes (no
    ///   outcome of their own), which the Xcode project must still list.
    func projectFileOutcomes(
        of migrations: [any Migration], index: ProjectIndex, existing: [FileOutcome], alreadyCreated: inout [FileOutcome]
    ) -> [FileOutcome] {
        var outcomes: [FileOutcome] = []
        for migration in migrations {
            for file in migration.projectFiles(in: index, options: options) {
                let counts = [file.rule: 1]
                if file.deletes, let original = file.original {
                    outcomes.append(
                        FileOutcome(path: file.path, status: .deleted, original: original, rewritten: [], diagnostics: file.diagnostics, editCounts: counts))
                } else if let original = file.original {
                    let changed = original != file.bytes
                    outcomes.append(
                        FileOutcome(
                            path: file.path, status: changed ? .changed : .unchanged, original: original,
                            rewritten: changed ? file.bytes : original, diagnostics: file.diagnostics, editCounts: changed ? counts : [:]))
                } else if let present = index.bytes(ofInput: file.path) {
                    if present == file.bytes {
                        var done = FileOutcome(path: file.path, status: .created, original: [], rewritten: present)
                        done.derivedFrom = file.derivedFrom
                        alreadyCreated.append(done)
                    }
                    guard present != file.bytes, !existing.contains(where: { $0.path == file.path && $0.status == .failed }) else { continue }
                    outcomes.append(
                        FileOutcome(
                            path: file.path, status: .failed, reason: "\(migration.id) would create this file, which exists with other text; not replaced",
                            original: present, rewritten: present, diagnostics: file.diagnostics))
                } else {
                    var created = FileOutcome(path: file.path, status: .created, original: [], rewritten: file.bytes, diagnostics: file.diagnostics, editCounts: counts)
                    created.derivedFrom = file.derivedFrom
                    outcomes.append(created)
                }
            }
        }
        return outcomes
    }

    /// A migration's edits minus what a suppression comment covers. Dropping single edits out of a
    /// rewrite can leave code that does not compile (a converted class missing one assertion), so
    /// when a comment covers any edit, none of the migration's edits in this file are kept, with a
    /// note naming the comment. Migrations that convert units spanning files (a test class, an
    /// observable type and its views) check suppressions themselves and keep the whole unit.
    func keepingSuppressedUnits(
        _ edits: [Edit], of migration: any Migration, suppressions: Suppressions, file: SourceFile,
        outcome: inout FileOutcome, pass: Int
    ) -> [Edit] {
        guard !suppressions.isEmpty else { return edits }
        for edit in edits {
            guard let directive = suppressions.directive(suppressing: edit.rule, migration: migration.id, in: edit.range) else { continue }
            let at = file.location(ofByte: edit.range.lowerBound)
            let message =
                "\(migration.id) left this file as it was: \(directive.description) covers its change at line \(at.line) (\(edit.rule)), "
                + "and a partial rewrite may not compile"
            if !outcome.diagnostics.contains(where: { $0.rule == Suppressions.rule && $0.message == message }) {
                let position = file.location(ofByte: directive.offset)
                outcome.diagnostics.append(
                    Diagnostic(
                        path: file.path, line: position.line, column: position.column, severity: .note,
                        rule: Suppressions.rule, message: message))
            }
            return []
        }
        return edits
    }

    /// A unit a check backed out must come out as it was, whatever the migration does: a migration
    /// whose edits still reach into such a unit (it does not honour `options.backedOut` for that
    /// kind of code) leaves the whole file as it was, so the next round really builds and tests
    /// the original. Each backed-out unit in the file is reported once, where its code is.
    func keepingBackedOutUnits(
        _ edits: [Edit], of migration: any Migration, file: SourceFile, outcome: inout FileOutcome, diagnostics: [Diagnostic], pass: Int
    ) -> [Edit] {
        let units = options.backedOutUnits(of: migration.id)
        guard !units.isEmpty, !edits.isEmpty else { return edits }
        var reached: [(name: String, reason: String, offset: Int)] = []
        for edit in edits {
            let token = file.token(atByte: edit.range.lowerBound)
            guard let name = migration.unitName(at: token, in: file), let reason = units[name], !reached.contains(where: { $0.name == name }) else {
                continue
            }
            reached.append((name, reason, file.tokens[token].start))
        }
        guard !reached.isEmpty else { return edits }
        if pass == 1 {
            for unit in reached {
                let message = "\(migration.id) left \(unit.name) unconverted: \(unit.reason)"
                guard !diagnostics.contains(where: { $0.rule == BackedOutUnit.rule && $0.message == message }) else { continue }
                let at = file.location(ofByte: unit.offset)
                outcome.diagnostics.append(
                    Diagnostic(path: file.path, line: at.line, column: at.column, rule: BackedOutUnit.rule, message: message + " (the file is left as it was)"))
            }
        }
        return []
    }

    /// Diagnostics of a suppressed rule are dropped, except the notes saying what a comment kept.
    func isSuppressed(_ diagnostic: Diagnostic, migration: String, by suppressions: Suppressions, in file: SourceFile) -> Bool {
        guard !suppressions.isEmpty, diagnostic.rule != Suppressions.rule else { return false }
        let offset = file.offset(ofLine: diagnostic.line, column: diagnostic.column)
        return suppressions.directive(suppressing: diagnostic.rule, migration: migration, in: offset..<offset) != nil
    }
}

/// Maps over an array on every core, keeping order.
public func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    let results = ResultSlots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { i in
        results.store(transform(items[i]), at: i)
    }
    return results.values
}

/// Slots written by exactly one worker each, read after all workers finish. The storage is a raw
/// allocation, not an Array: `Array.withUnsafeMutableBufferPointer` moves the array out of its
/// variable for the duration of the call, which is not safe to do from several threads at once.
private final class ResultSlots<R>: @unchecked Sendable {
    private let count: Int
    private let slots: UnsafeMutablePointer<R?>

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: R, at index: Int) { slots[index] = value }

    var values: [R] { (0..<count).map { slots[$0]! } }
}
