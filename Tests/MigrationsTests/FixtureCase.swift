import Foundation
import MigrationKit
import Migrations
import Testing

/// The repository's `Fixtures/` folder, found from this file's location (fixtures live outside any
/// target, so they are not SwiftPM resources).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures")
}

/// One before/after case of one migration:
/// - `<case>.before.swift` + `<case>.after.swift`: the rewrite, byte for byte;
/// - `<case>.unchanged.swift`: input that must come out identical;
/// - `<case>/before/…` + `<case>/after/…`: several files migrated together (a file missing from
///   `after/` must be unchanged; `after/<file>.deleted` says the file must be deleted);
/// - optional `<case>.diagnostics.txt`: the exact diagnostics, one per line, as `swift-migrate diff`
///   prints them with the input's name as path (`<case>.before.swift:3:5: warning: [rule] …`; in a
///   folder case, the path inside `before/`);
/// - optional `<case>.settings.txt`: `key=value` lines, the `--set` settings the case runs with;
/// - optional `<case>.next-run.txt`: why a second run may change more (a migration that goes
///   leaves first translates the next leaf); without it, a second run must change nothing.
///
/// `FIXTURES=xctest,observation/example` limits a run to those migrations or cases;
/// `UPDATE_FIXTURES=1` writes what the migration produces as the expected files (see `update`).
struct FixtureCase: CustomTestStringConvertible, Sendable {
    /// Where the case lives, so update mode knows what to write.
    enum Layout: Sendable {
        case pair(before: URL, after: URL)
        case unchanged(URL)
        case folder(URL)
    }

    var migrationID: String
    var name: String
    var layout: Layout
    /// Input files: path relative to the case (used as the display path) → bytes.
    var inputs: [(path: String, bytes: [UInt8])]
    /// Core Data models (`before/…/X.xcdatamodel/contents`), storyboards and xibs, Objective-C files
    /// and Xcode projects in a folder case: resources of the run.
    var resources: [(path: String, bytes: [UInt8])] = []
    /// Expected outputs by the same relative paths; nil for a file the migration must delete.
    var expected: [String: [UInt8]?]
    var expectedDiagnostics: [String]?
    /// The `--set` settings of the case (`<case>.settings.txt`).
    var settings: [String: String] = [:]
    /// Why a second run may change more (`<case>.next-run.txt`), or nil: it must change nothing.
    var nextRunProgresses: String?

    var testDescription: String { "\(migrationID)/\(name)" }

    static func all() -> [FixtureCase] {
        let selection = ProcessInfo.processInfo.environment["FIXTURES"].map { $0.split(separator: ",").map(String.init) } ?? []
        return MigrationRegistry.all.map(\.id).flatMap { cases(for: $0) }.filter { fixture in
            selection.isEmpty || selection.contains(fixture.migrationID) || selection.contains(fixture.testDescription)
        }
    }

    var diagnosticsURL: URL {
        Repository.fixtures.appendingPathComponent(migrationID).appendingPathComponent(name + ".diagnostics.txt")
    }

    static func cases(for id: String) -> [FixtureCase] {
        let directory = Repository.fixtures.appendingPathComponent(id)
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: directory.path) else { return [] }
        var result: [FixtureCase] = []
        for entry in entries.sorted() {
            let url = directory.appendingPathComponent(entry)
            if entry.hasSuffix(".before.swift") {
                let name = String(entry.dropLast(".before.swift".count))
                let after = directory.appendingPathComponent(name + ".after.swift")
                result.append(
                    FixtureCase(
                        migrationID: id, name: name, layout: .pair(before: url, after: after), inputs: [(entry, read(url))],
                        expected: [entry: read(after)], expectedDiagnostics: diagnostics(directory, name)))
            } else if entry.hasSuffix(".unchanged.swift") {
                let name = String(entry.dropLast(".unchanged.swift".count))
                let bytes = read(url)
                result.append(
                    FixtureCase(
                        migrationID: id, name: name, layout: .unchanged(url), inputs: [(entry, bytes)], expected: [entry: bytes],
                        expectedDiagnostics: diagnostics(directory, name)))
            } else if manager.fileExists(atPath: url.appendingPathComponent("before").path) {
                let before = url.appendingPathComponent("before")
                let after = url.appendingPathComponent("after")
                var inputs: [(String, [UInt8])] = []
                var expected: [String: [UInt8]?] = [:]
                for file in SourceDiscovery.swiftFiles(in: [before.path]).files {
                    let relative = String(file.dropFirst(before.path.count + 1))
                    let bytes = read(URL(fileURLWithPath: file))
                    inputs.append((relative, bytes))
                    let afterFile = after.appendingPathComponent(relative)
                    if manager.fileExists(atPath: afterFile.path + ".deleted") {
                        expected[relative] = .some(nil)
                    } else {
                        expected[relative] = manager.fileExists(atPath: afterFile.path) ? read(afterFile) : bytes
                    }
                }
                // Models, storyboards and xibs are resources; files only in `after/` are files the
                // migration creates.
                var resources: [(String, [UInt8])] = []
                // Objective-C files and Xcode projects are resources too (`.deleted` in `after/`
                // when the migration removes one).
                for file in allFiles(in: before) where isResource(file) {
                    let bytes = read(before.appendingPathComponent(file))
                    resources.append((file, bytes))
                    // Storyboards and xibs are only read: no outcome of their own.
                    guard !SourceDiscovery.isInterfaceBuilderFile(file) else { continue }
                    let afterFile = after.appendingPathComponent(file)
                    if manager.fileExists(atPath: afterFile.path + ".deleted") {
                        expected[file] = .some(nil)
                    } else {
                        expected[file] = manager.fileExists(atPath: afterFile.path) ? read(afterFile) : bytes
                    }
                }
                for file in allFiles(in: after) where file.hasSuffix(".swift") && expected[file] == nil {
                    expected[file] = read(after.appendingPathComponent(file))
                }
                var fixture = FixtureCase(
                    migrationID: id, name: entry, layout: .folder(url), inputs: inputs, expected: expected,
                    expectedDiagnostics: diagnostics(directory, entry))
                fixture.resources = resources
                result.append(fixture)
            }
        }
        return result.map { fixture in
            var fixture = fixture
            fixture.settings = settings(directory, fixture.name)
            fixture.nextRunProgresses = try? String(contentsOf: directory.appendingPathComponent(fixture.name + ".next-run.txt"), encoding: .utf8)
            return fixture
        }
    }

    static func settings(_ directory: URL, _ name: String) -> [String: String] {
        let url = directory.appendingPathComponent(name + ".settings.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var settings: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { settings[parts[0]] = parts[1] }
        }
        return settings
    }

    /// The options the case runs with: its settings.
    var options: MigrationOptions {
        var options = MigrationOptions()
        options.settings = settings
        return options
    }

    /// Every file below `root`, hidden ones included, as paths relative to it.
    static func allFiles(in root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(next).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(next)
            }
        }
        return files.sorted()
    }

    static func isResource(_ file: String) -> Bool {
        file.hasSuffix(".xcdatamodel/contents") || SourceDiscovery.isInterfaceBuilderFile(file) || file.hasSuffix(".h") || file.hasSuffix(".m")
            || file.hasSuffix(".xcodeproj/project.pbxproj")
    }

    var sourceInputs: [SourceInput] { inputs.map { SourceInput(path: $0.path, bytes: $0.bytes) } }
    var resourceInputs: [SourceInput] { resources.map { SourceInput(path: $0.path, bytes: $0.bytes) } }
    func isResource(_ path: String) -> Bool { resources.contains { $0.path == path } }

    static func read(_ url: URL) -> [UInt8] { (try? Array(Data(contentsOf: url))) ?? Array("<missing \(url.lastPathComponent)>".utf8) }

    static func diagnostics(_ directory: URL, _ name: String) -> [String]? {
        let url = directory.appendingPathComponent(name + ".diagnostics.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

extension FixtureCase {
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] != nil }

    /// Writes the actual output as the expected files, for review with `git diff`: `.after.swift`
    /// (an `.unchanged.swift` input that now changes becomes a `.before`/`.after` pair), `after/`
    /// files and `.deleted` markers, and `.diagnostics.txt` when there are diagnostics or the case
    /// already had one (an empty file asserts that there are none).
    func update(with report: RunReport) throws {
        let manager = FileManager.default
        switch layout {
        case .pair(_, let after):
            try Data(report.files[0].rewritten).write(to: after)
        case .unchanged(let url):
            let outcome = report.files[0]
            if outcome.rewritten != outcome.original {
                let directory = url.deletingLastPathComponent()
                try manager.moveItem(at: url, to: directory.appendingPathComponent(name + ".before.swift"))
                try Data(outcome.rewritten).write(to: directory.appendingPathComponent(name + ".after.swift"))
            }
        case .folder(let folder):
            for outcome in report.files {
                let after = folder.appendingPathComponent("after").appendingPathComponent(outcome.path)
                try? manager.removeItem(at: after)
                try? manager.removeItem(atPath: after.path + ".deleted")
                switch outcome.status {
                case .deleted:
                    try manager.createDirectory(at: after.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data().write(to: URL(fileURLWithPath: after.path + ".deleted"))
                case .changed, .created:
                    try manager.createDirectory(at: after.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(outcome.rewritten).write(to: after)
                default:
                    break
                }
            }
        }
        let diagnostics = report.diagnostics.map(\.formatted)
        if !diagnostics.isEmpty || manager.fileExists(atPath: diagnosticsURL.path) {
            try Data(diagnostics.map { $0 + "\n" }.joined().utf8).write(to: diagnosticsURL)
        }
    }
}
