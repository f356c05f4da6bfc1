import Foundation
import MigrationKit
import SourceSyntax

/// `--check-build` / `--check-tests`: prove the rewrite with the project's own compiler and tests,
/// and take back what breaks.
///
/// The untouched tree is built (and tested, twice, to spot flaky tests) first. Then each round
/// migrates from the original text, writes the result, builds, and maps every new
/// `path:line:col: error:` to the unit of the migration that wrote that code (`unitName(at:in:)`:
/// a test class, an observable type, else the file); those units are backed out and the next round
/// migrates again without them, so every file agrees on what stays. When the build is clean the
/// tests run, and the unit of every test whose outcome changed is backed out the same way. At most
/// `maximumRounds` rounds; if the tree still fails then, every file is restored.
struct CheckLoop {
    var build: ShellCommand
    var tests: ShellCommand?
    /// Whether `tests` is `swift test`, so Swift Testing's event stream can name each test's suite.
    var testsAreSwiftPM: Bool
    var maximumRounds: Int
    var allowBrokenBaseline: Bool
    var migrations: [any Migration]
    var options: MigrationOptions
    var console: Console
    var progress: Progress
    /// No line per round on stderr.
    var quiet = false

    enum Failure: Error, CustomStringConvertible {
        case baselineDoesNotBuild([CompilerError], String)
        case baselineTestsDoNotRun(String)
        case write(String)
        /// A round could not write its files (one was saved meanwhile, or a write failed); every
        /// file the loop wrote was restored, except those saved since (`kept`).
        case refused(reasons: [String], restored: [String], kept: [String])
        /// SIGINT or SIGTERM arrived; every file was restored.
        case interrupted(Int32)

        var description: String {
            switch self {
            case .baselineDoesNotBuild(let errors, let output):
                let first = errors.prefix(5).map { "  \($0)" }.joined(separator: "\n")
                return "the package does not build before migrating, so nothing was changed; fix the build first, "
                    + "or pass --allow-broken-baseline to judge only new errors\n"
                    + (first.isEmpty ? String(output.suffix(1500)) : first)
            case .baselineTestsDoNotRun(let output):
                return "the tests could not be run before migrating, so nothing was changed:\n" + String(output.suffix(1500))
            case .write(let message):
                return message
            case .refused(let reasons, let restored, let kept):
                return "a file changed while the check ran, so the check stopped and restored every file it had written:\n"
                    + reasons.map { "  \($0)" }.joined(separator: "\n")
                    + "\nrestored: " + (restored.isEmpty ? "none (nothing had been written)" : restored.joined(separator: ", "))
                    + (kept.isEmpty ? "" : "\nleft as saved since the check wrote them (not restored):\n" + kept.map { "  \($0)" }.joined(separator: "\n"))
            case .interrupted(let signal):
                return "stopped by signal \(signal); every file is as it was before the run"
            }
        }
    }

    /// Runs the loop over `inputs` (read as `snapshots`, by display path) and leaves the tree in its
    /// final state. Returns the report of the last round, with the check's summary and diagnostics.
    /// - Parameters:
    ///   - context: read-only files (the package's other sources), as for a plain run.
    ///   - resources: the non-Swift inputs (Core Data models), as for a plain run; their snapshots
    ///     are among `snapshots`, so a rewritten resource is written and restored like a Swift file.
    ///   - location: where a file a round creates goes on disk (by display path), nil when it
    ///     cannot be created there; a created file is removed again when a later round (or the
    ///     restore) no longer creates it.
    func run(
        inputs: [SourceInput], context: [SourceInput] = [], resources: [SourceInput] = [], snapshots: [String: FileSnapshot],
        location: @escaping (String) -> String? = { _ in nil }
    ) throws -> RunReport {
        let start = Date()
        var summary = CheckSummary()
        // A signal ends the running build or test command, then every file is put back: a
        // half-checked tree is no one's state.
        let interruption = Interruption(exitsEarly: false) { _ in }
        _ = interruption.beginWriting()
        let hook = TestHook(environment: console.environment)
        progress.update("building the untouched tree")
        let baseline = build.run(interruption: interruption)
        if let signal = interruption.received { throw Failure.interrupted(signal) }
        let knownErrors = Set(CompilerError.parse(baseline.output).map(ErrorKey.init))
        if baseline.status != 0, !allowBrokenBaseline {
            throw Failure.baselineDoesNotBuild(CompilerError.parse(baseline.output), baseline.output)
        }
        var baselineTests: [RanTest: TestOutcome] = [:]
        var flakyTests: Set<RanTest> = []
        if tests != nil {
            progress.update("testing the untouched tree (twice, to spot flaky tests)")
            let first = runTests(interruption: interruption)
            let second = runTests(interruption: interruption).outcomes
            if let signal = interruption.received { throw Failure.interrupted(signal) }
            guard !first.outcomes.isEmpty else { throw Failure.baselineTestsDoNotRun(first.output) }
            for (test, outcome) in first.outcomes {
                if second[test] == outcome {
                    baselineTests[test] = outcome
                } else {
                    summary.flakyTests.append(test.description)
                    flakyTests.insert(test)
                }
            }
            summary.flakyTests.sort()
        }

        if let signal = interruption.received { throw Failure.interrupted(signal) }
        var disk = DiskState(snapshots: snapshots, location: location)
        let inputPaths = Dictionary(snapshots.map { ($0.value.path, $0.key) }) { first, _ in first }
        var options = self.options
        var report = RunReport(files: [], notes: [])
        var clean = false
        for round in 1...maximumRounds {
            progress.update("round \(round): migrating")
            report = MigrationRunner(migrations: migrations, options: options).run(inputs, context: context, resources: resources)
            do {
                try disk.write(report)
            } catch {
                let restore = disk.restoreAll()
                throw Failure.refused(reasons: error.reasons, restored: restore.restored, kept: restore.kept)
            }
            hook.reached("check.round-written", interruption: interruption)
            if let signal = interruption.received {
                try restore(report, on: &disk)
                throw Failure.interrupted(signal)
            }
            progress.update("round \(round): building")
            summary.buildRounds += 1
            let result = build.run(interruption: interruption)
            if let signal = interruption.received {
                try restore(report, on: &disk)
                throw Failure.interrupted(signal)
            }
            let errors = CompilerError.parse(result.output).filter { !knownErrors.contains(ErrorKey($0)) }
            var backOut: [BackedOutUnit] = []
            // With a broken baseline the build keeps failing; only errors it did not have count.
            let failed = !errors.isEmpty || (result.status != 0 && !allowBrokenBaseline)
            if failed {
                // An error may point into a file this round created.
                let paths = inputPaths.merging(disk.created.map { ($0.value.path, $0.key) }) { first, _ in first }
                backOut = units(causing: errors, in: report, already: options.backedOut, buildOutput: result.output, inputPaths: paths)
                let counts = "\(errors.count) new error\(errors.count == 1 ? "" : "s"), \(backOut.count) unit\(backOut.count == 1 ? "" : "s")"
                say("build \(round): \(counts) backed out")
            } else if tests != nil {
                progress.update("round \(round): testing")
                summary.testRounds += 1
                let outcomes = runTests(interruption: interruption).outcomes
                if let signal = interruption.received {
                    try restore(report, on: &disk)
                    throw Failure.interrupted(signal)
                }
                backOut = units(changing: outcomes, from: baselineTests, flaky: flakyTests, in: report, already: options.backedOut)
                say("tests \(round): \(backOut.count) unit\(backOut.count == 1 ? "" : "s") backed out")
            }
            if backOut.isEmpty && !failed {
                clean = true
                break
            }
            if let signal = interruption.received {
                try restore(report, on: &disk)
                throw Failure.interrupted(signal)
            }
            guard !backOut.isEmpty else { break }  // nothing left to take back
            options.backedOut += backOut
        }
        if let signal = interruption.received {
            try restore(report, on: &disk)
            throw Failure.interrupted(signal)
        }
        if !clean {
            // Never leave a tree that does not build because of us.
            summary.hitBound = true
            var original = try restore(report, on: &disk)
            original.notes.append(
                "the check did not reach a tree that builds and passes within \(maximumRounds) rounds; every file was restored "
                    + "(raise --check-rounds, or migrate in smaller steps)")
            report = original
        }
        // The report says what is on disk: a file saved by someone while the loop ran keeps their
        // text and is not counted as migrated.
        for (path, reason) in disk.drifted(report) {
            guard let i = report.files.firstIndex(where: { $0.path == path }), report.files[i].isChange else { continue }
            report.files[i].status = .failed
            report.files[i].reason = "changed while the check ran (\(reason)); left as saved, run again to migrate it"
            report.files[i].editCounts = [:]
        }
        summary.backedOut = options.backedOut.map { unit in
            CheckSummary.Unit(migration: unit.migration, name: unit.name, path: unit.path, reason: unit.reason)
        }
        summary.unitsConverted = convertedUnits(in: report).mapValues(\.count)
        for test in summary.flakyTests {
            report.notes.append("flaky before migrating (outcome differed between two runs), not judged: \(test)")
        }
        summary.seconds = Date().timeIntervalSince(start)
        report.check = summary
        return report
    }

    private func say(_ line: String) {
        if !quiet { console.err("swift-migrate: \(line)\n") }
    }

    /// Writes every file back as it was (a file saved since the loop wrote it keeps the saved
    /// text); returns the report of that state.
    @discardableResult
    private func restore(_ report: RunReport, on disk: inout DiskState) throws -> RunReport {
        var original = report
        original.check = nil
        // A file the run created is not part of the original tree: the restore removes it.
        original.files.removeAll { $0.status == .created }
        for i in original.files.indices {
            original.files[i].status = .unchanged
            original.files[i].rewritten = original.files[i].original
            original.files[i].editCounts = [:]
        }
        let restore = disk.restoreAll()
        guard restore.kept.isEmpty else { throw Failure.refused(reasons: ["restoring the tree"], restored: restore.restored, kept: restore.kept) }
        return original
    }

    // MARK: Mapping failures to units

    /// The units whose code the new errors point at. An error in a file this run did not change
    /// cannot be attributed; when no error can be, every migration's whole file is taken back for
    /// every changed file, so the next round builds what built before.
    func units(
        causing errors: [CompilerError], in report: RunReport, already: [BackedOutUnit], buildOutput: String,
        inputPaths: [String: String]
    ) -> [BackedOutUnit] {
        var found: [BackedOutUnit] = []
        func add(_ unit: BackedOutUnit) {
            let isNew =
                !already.contains { $0.migration == unit.migration && $0.name == unit.name && $0.path == unit.path }
                && !found.contains { $0.migration == unit.migration && $0.name == unit.name && $0.path == unit.path }
            if isNew { found.append(unit) }
        }
        let byPath = Dictionary(report.files.map { ($0.path, $0) }) { first, _ in first }
        for error in errors {
            guard let display = displayPath(of: error.path, inputs: inputPaths), let outcome = byPath[display],
                outcome.status == .changed || outcome.status == .created
            else { continue }
            let file = SourceFile(path: display, bytes: outcome.rewritten)
            let reason = "\(display):\(error.line):\(error.column): error: \(error.message)"
            let offset = file.offset(ofLine: error.line, column: error.column)
            let token = file.tokens.firstIndex { $0.end > offset } ?? max(file.tokens.count - 1, 0)
            for migration in migrations where outcome.editCounts.keys.contains(where: { $0.hasPrefix(migration.id + ".") }) {
                let name = migration.unitName(at: token, in: file)
                var unit = BackedOutUnit(migration: migration.id, name: name, path: name == nil ? display : nil, reason: reason)
                // A unit already taken back that still fails: take its whole file back instead.
                if name != nil, already.contains(where: { $0.migration == migration.id && $0.name == name }) {
                    unit = BackedOutUnit(migration: migration.id, name: nil, path: display, reason: reason)
                }
                add(unit)
            }
        }
        if found.isEmpty {
            let reason = errors.first?.description ?? "the build failed: " + String(buildOutput.suffix(300))
            for outcome in report.files where outcome.isChange {
                for migration in migrations where outcome.editCounts.keys.contains(where: { $0.hasPrefix(migration.id + ".") }) || outcome.status == .deleted {
                    add(BackedOutUnit(migration: migration.id, name: nil, path: outcome.path, reason: reason))
                }
            }
        }
        return found
    }

    /// The units of tests whose outcome changed, or that no longer ran, compared with the baseline.
    /// A suite already taken back whose test still differs takes its file back; a change no converted
    /// unit accounts for (a test in an untouched suite that calls changed code) takes back the changed
    /// files that hold no unit (helpers, shared code) first, and every changed file when there are
    /// none, so the loop ends with what passed before.
    func units(
        changing outcomes: [RanTest: TestOutcome], from baseline: [RanTest: TestOutcome], flaky: Set<RanTest> = [], in report: RunReport,
        already: [BackedOutUnit]
    ) -> [BackedOutUnit] {
        let after = Dictionary(outcomes.map { ($0.key.matchKey, ($0.key, $0.value)) }) { first, _ in first }
        let converted = convertedUnitPaths(in: report)
        var found: [BackedOutUnit] = []
        func add(_ unit: BackedOutUnit) {
            let same = { (other: BackedOutUnit) in other.migration == unit.migration && other.name == unit.name && other.path == unit.path }
            if !found.contains(where: same) && !already.contains(where: same) { found.append(unit) }
        }
        var unattributed: String?
        func attribute(_ test: RanTest, _ reason: String) {
            var attributed = false
            for migration in migrations {
                guard let paths = converted[migration.id]?[test.suite] else { continue }
                attributed = true
                if already.contains(where: { $0.migration == migration.id && $0.name == test.suite }) {
                    for path in paths.sorted() { add(BackedOutUnit(migration: migration.id, name: nil, path: path, reason: reason)) }
                } else {
                    add(BackedOutUnit(migration: migration.id, name: test.suite, reason: reason))
                }
            }
            if !attributed, unattributed == nil { unattributed = reason }
        }
        for (test, before) in baseline.sorted(by: { $0.key.description < $1.key.description }) {
            let now = after[test.matchKey] ?? after[test.movedMatchKey]
            guard now?.1 != before else { continue }
            let reason =
                now.map { "test \($0.0) \($0.1.rawValue) after conversion, \(before.rawValue) before" }
                ?? "test \(test) \(before.rawValue) before conversion and did not run after it"
            attribute(test, reason)
        }
        // A test that did not run before (a Linux manifest left it out) and fails now turns the
        // suite red where it was green: that is a changed outcome too.
        let known = Set(baseline.keys.flatMap { [$0.matchKey, $0.movedMatchKey] }).union(flaky.flatMap { [$0.matchKey, $0.movedMatchKey] })
        for (test, outcome) in outcomes.sorted(by: { $0.key.description < $1.key.description })
        where outcome == .failed && !known.contains(test.matchKey) {
            attribute(test, "test \(test) did not run before conversion and fails after it")
        }
        if let reason = unattributed, found.isEmpty {
            let reason = reason + " (no converted unit holds it)"
            for migration in migrations {
                for (name, paths) in converted[migration.id] ?? [:] where name.hasPrefix("file ") {
                    for path in paths { add(BackedOutUnit(migration: migration.id, name: nil, path: path, reason: reason)) }
                }
            }
            guard found.isEmpty else { return found }
            for outcome in report.files where outcome.isChange {
                for migration in migrations where outcome.editCounts.keys.contains(where: { $0.hasPrefix(migration.id + ".") }) || outcome.status == .deleted {
                    add(BackedOutUnit(migration: migration.id, name: nil, path: outcome.path, reason: reason))
                }
            }
        }
        return found
    }

    /// Units converted, per migration: the units (`unitName(at:in:)`) of the types in changed files
    /// whose code the migration wrote; a changed file without one counts as `file <path>`.
    func convertedUnits(in report: RunReport) -> [String: Set<String>] {
        convertedUnitPaths(in: report).mapValues { Set($0.keys) }
    }

    /// The converted units per migration (see `convertedUnits`), each with the files holding it.
    func convertedUnitPaths(in report: RunReport) -> [String: [String: Set<String>]] {
        var units: [String: [String: Set<String>]] = [:]
        for outcome in report.files where outcome.status == .changed {
            let file = SourceFile(path: outcome.path, bytes: outcome.rewritten)
            for migration in migrations where outcome.editCounts.keys.contains(where: { $0.hasPrefix(migration.id + ".") }) {
                let names = file.declarations.filter(\.isTypeDeclaration).compactMap { migration.unitName(at: $0.keyword, in: file) }
                for name in names.isEmpty ? ["file " + outcome.path] : names { units[migration.id, default: [:]][name, default: []].insert(outcome.path) }
            }
        }
        return units
    }

    /// The display path of the input a compiler error names, through the real paths the inputs
    /// were read from (which, for `diff`, are in a scratch copy of the package).
    private func displayPath(of errorPath: String, inputs: [String: String]) -> String? {
        let absolute = errorPath.hasPrefix("/") ? errorPath : build.directory + "/" + errorPath
        return InputFiles.realPath(absolute).flatMap { inputs[$0] }
    }

    // MARK: Tests

    /// Per-test outcomes of one run, and what it printed. With `swift test`, Swift Testing's event
    /// stream names each test's suite; the console names XCTest's.
    func runTests(interruption: Interruption? = nil) -> (outcomes: [RanTest: TestOutcome], output: String) {
        guard let tests else { return ([:], "") }
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("swift-migrate-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let extra =
            testsAreSwiftPM
            ? " --experimental-event-stream-output '\(events.path)' --experimental-event-stream-version 0" : ""
        let result = tests.run(extraArguments: extra, interruption: interruption)
        var outcomes = TestOutcomeParser.xctest(console: result.output)
        let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        outcomes.merge(TestOutcomeParser.swiftTesting(eventStream: stream)) { _, new in new }
        return (outcomes, result.output)
    }
}

/// Errors are matched with the baseline's by file and message: lines move in rewritten files.
private struct ErrorKey: Hashable {
    var path: String
    var message: String
    init(_ error: CompilerError) {
        path = error.path
        message = error.message
    }
}

/// What is on disk for each input while the loop runs, so each round writes only what differs.
private struct DiskState {
    /// The original snapshots, by display path.
    let originals: [String: FileSnapshot]
    /// What is on disk now: nil when deleted.
    var current: [String: FileSnapshot?]
    /// Files a round created, by display path, as they are on disk.
    var created: [String: FileSnapshot] = [:]
    let location: (String) -> String?

    init(snapshots: [String: FileSnapshot], location: @escaping (String) -> String?) {
        originals = snapshots
        current = snapshots.mapValues { $0 }
        self.location = location
    }

    /// A round's write that could not be made: the files that were not what the loop left (a
    /// save), or the one whose write failed.
    struct Refusal: Error {
        var reasons: [String]
    }

    /// What `report` wants at each input's path: nil to delete it.
    private func wanted(_ outcome: FileOutcome, original: FileSnapshot) -> [UInt8]? {
        outcome.status == .deleted ? nil : (outcome.status == .changed ? outcome.rewritten : original.bytes)
    }

    /// Why the file at `path` is no longer what the loop last read or wrote there, or nil.
    private func drift(_ path: String) -> String? {
        if let snapshot = created[path] { return snapshot.changeOnDisk() }
        guard let original = originals[path], let now = current[path] else { return nil }
        if let now { return now.changeOnDisk() }
        var info = stat()
        return lstat(original.path, &info) == 0 ? "it was created again since the check deleted it" : nil
    }

    /// The files of `report` that are not on disk as the loop left them (saved by someone since),
    /// with the reason.
    func drifted(_ report: RunReport) -> [(path: String, reason: String)] {
        report.files.compactMap { outcome in drift(outcome.path).map { (outcome.path, $0) } }
    }

    /// Writes what `report` wants. Every file it will touch is checked first, so a file saved
    /// meanwhile stops the round before anything is written; a write failing after that throws
    /// too, and the caller restores every file (`restoreAll`).
    mutating func write(_ report: RunReport) throws(Refusal) {
        let wantedCreations = Dictionary(report.files.filter { $0.status == .created }.map { ($0.path, $0.rewritten) }) { first, _ in first }
        var touched = Set(created.keys.filter { wantedCreations[$0] != created[$0]?.bytes })
        for outcome in report.files {
            guard let original = originals[outcome.path], let now = current[outcome.path] else { continue }
            if now?.bytes != wanted(outcome, original: original) { touched.insert(outcome.path) }
        }
        let saved = touched.sorted().compactMap { path in drift(path).map { "\(path): not written: \($0)" } }
        guard saved.isEmpty else { throw Refusal(reasons: saved) }
        do {
            try writeCreatedFiles(wantedCreations)
            for outcome in report.files {
                guard let original = originals[outcome.path], let now = current[outcome.path] else { continue }
                try put(wanted(outcome, original: original), at: outcome.path, now: now, original: original)
            }
        } catch {
            throw Refusal(reasons: ["\(error)"])
        }
    }

    /// Puts back every file as it was before the loop, removing the files it created. Best effort:
    /// a file someone saved since the loop wrote it keeps their text and is in `kept` with the
    /// reason; `restored` names the files put back.
    mutating func restoreAll() -> (restored: [String], kept: [String]) {
        var restored: [String] = []
        var kept: [String] = []
        for path in created.keys.sorted() {
            do {
                try SafeWriter.remove(created[path]!)
                created[path] = nil
                restored.append(path)
            } catch {
                kept.append("\(path): \(error)")
            }
        }
        for (path, original) in originals.sorted(by: { $0.key < $1.key }) {
            guard let now = current[path], now?.bytes != original.bytes else { continue }
            do {
                try put(original.bytes, at: path, now: now, original: original)
                restored.append(path)
            } catch {
                kept.append("\(error)")
            }
        }
        return (restored, kept)
    }

    private mutating func put(_ wanted: [UInt8]?, at path: String, now: FileSnapshot?, original: FileSnapshot) throws {
        do {
            switch (now, wanted) {
            case (let now?, let wanted?) where now.bytes != wanted:
                try SafeWriter.replace(now, with: wanted)
                current[path] = try FileSnapshot.read(original.path)
            case (let now?, nil):
                try SafeWriter.remove(now)
                current[path] = .some(nil)
            case (nil, .some):
                try SafeWriter.recreate(original)
                current[path] = try FileSnapshot.read(original.path)
            default:
                break
            }
        } catch {
            throw CheckLoop.Failure.write("\(path): \(error)")
        }
    }

    /// Creates the files this round creates (never over a file that is there) and removes the
    /// ones an earlier round created that this one does not.
    private mutating func writeCreatedFiles(_ wanted: [String: [UInt8]]) throws {
        for (path, snapshot) in created where wanted[path] != snapshot.bytes {
            do {
                try SafeWriter.remove(snapshot)
            } catch {
                throw CheckLoop.Failure.write("\(path): \(error)")
            }
            created[path] = nil
        }
        for (path, bytes) in wanted.sorted(by: { $0.key < $1.key }) where created[path] == nil {
            guard let real = location(path) else { throw CheckLoop.Failure.write("\(path): the check cannot create it (outside the package)") }
            do {
                try SafeWriter.create(real, with: bytes)
                created[path] = try FileSnapshot.read(real)
            } catch {
                throw CheckLoop.Failure.write("\(path): \(error)")
            }
        }
    }
}
