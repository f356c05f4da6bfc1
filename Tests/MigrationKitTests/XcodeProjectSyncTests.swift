import Foundation
import MigrationKit
import Testing
import XcodeProject

/// The project-file edits every migration gets: each case of `Fixtures/xcodeproj-edits` names a
/// project and the files a run creates (with the file each was made from) and deletes; the edited
/// project file must equal `<case>.after.pbxproj` byte for byte (none: it must stay unchanged),
/// the notes `<case>.diagnostics.txt`, and a second run over the result must change nothing.
/// `UPDATE_FIXTURES=1` writes the actual results.
@Suite struct XcodeProjectSyncTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/xcodeproj-edits")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".changes.txt") }
            .map { String($0.dropLast(".changes.txt".count)) }.sorted()
    }

    struct Changes {
        var project = ""
        var created: [(path: String, from: String)] = []
        var deleted: [String] = []

        init(_ text: String) {
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                switch words.first {
                case "project": project = words[1]
                case "create": created.append((words[1], words[3]))
                case "delete": deleted.append(words[1])
                default: Issue.record("unknown line: \(line)")
                }
            }
        }

        func outcomes(projectPath: String, bytes: [UInt8]) -> [FileOutcome] {
            var outcomes: [FileOutcome] = created.map { file in
                var outcome = FileOutcome(path: file.path, status: .created, original: [], rewritten: Array("// new\n".utf8), editCounts: ["test.create": 1])
                outcome.derivedFrom = file.from
                return outcome
            }
            outcomes += deleted.map { FileOutcome(path: $0, status: .deleted, original: Array("old\n".utf8), rewritten: []) }
            return XcodeProjectSync.syncing(outcomes, projects: [SourceInput(path: projectPath, bytes: bytes)])
        }
    }

    @Test(arguments: cases)
    func editsMatchTheExpectedProjectFile(_ name: String) throws {
        let changes = Changes(try String(contentsOf: Self.folder.appendingPathComponent(name + ".changes.txt"), encoding: .utf8))
        let projectPath = "\(changes.project).xcodeproj/project.pbxproj"
        let before = Array(try Data(contentsOf: Self.folder.appendingPathComponent(projectPath)))
        let outcomes = changes.outcomes(projectPath: projectPath, bytes: before)
        let project = outcomes.first { $0.path == projectPath }
        let after = project?.status == .changed ? project!.rewritten : nil
        let diagnostics = outcomes.flatMap(\.diagnostics).map(\.formatted).joined(separator: "\n")
        let expectedURL = Self.folder.appendingPathComponent(name + ".after.pbxproj")
        let diagnosticsURL = Self.folder.appendingPathComponent(name + ".diagnostics.txt")
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
            if let after { try Data(after).write(to: expectedURL) } else { try? FileManager.default.removeItem(at: expectedURL) }
            try Data((diagnostics.isEmpty ? "" : diagnostics + "\n").utf8).write(to: diagnosticsURL)
        }
        let expected = (try? Data(contentsOf: expectedURL)).map(Array.init)
        #expect(after == expected, "\(name): the edited project differs from \(expectedURL.lastPathComponent)")
        let expectedDiagnostics = (try? String(contentsOf: diagnosticsURL, encoding: .utf8)) ?? ""
        #expect(diagnostics == expectedDiagnostics.trimmingCharacters(in: .newlines), "\(name): diagnostics")
        // What it wrote reads back, prints back, and a second run over it changes nothing.
        if let after {
            let reread = try XcodeProject(path: projectPath, bytes: after)
            #expect(reread.document.printed == after)
            let again = changes.outcomes(projectPath: projectPath, bytes: after).first { $0.path == projectPath }
            #expect(again?.status != .changed, "\(name): a second run changed the project again")
        }
    }

    @Test func everyCaseHasAnExpectation() {
        #expect(Self.cases.count >= 9)
        for name in Self.cases {
            let hasAfter = FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(name + ".after.pbxproj").path)
            let hasDiagnostics = FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(name + ".diagnostics.txt").path)
            #expect(hasAfter || hasDiagnostics, "\(name) has neither an expected project file nor expected diagnostics")
        }
    }

    @Test func unreadableProjectIsLeftAloneWithTheManualSteps() {
        let broken = Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tABC = {isa = PBXGroup;\n".utf8)
        var created = FileOutcome(path: "App/New.swift", status: .created, original: [], rewritten: [])
        created.derivedFrom = "App/Old.swift"
        let outcomes = XcodeProjectSync.syncing([created], projects: [SourceInput(path: "App.xcodeproj/project.pbxproj", bytes: broken)])
        let project = outcomes.first { $0.path == "App.xcodeproj/project.pbxproj" }
        #expect(project?.status == .unchanged)
        #expect(project?.rewritten == broken)
        #expect(project?.diagnostics.first?.message.contains("add App/New.swift to the targets that compile App/Old.swift") == true)
    }

    @Test func nothingCreatedOrDeletedLeavesProjectsUnread() {
        let outcomes = XcodeProjectSync.syncing(
            [FileOutcome(path: "A.swift", status: .changed, original: [1], rewritten: [2])],
            projects: [SourceInput(path: "App.xcodeproj/project.pbxproj", bytes: Array("not a project".utf8))])
        #expect(outcomes.count == 1)
    }
}

/// Files in an Xcode project's folder that no target compiles are left out of the run.
@Suite struct UncompiledFileTests {
    static let project = XcodeProjectSyncTests.folder.appendingPathComponent("Mixed.xcodeproj/project.pbxproj")

    @Test func aFileNoTargetCompilesIsSkippedWithTheReason() throws {
        let bytes = Array(try Data(contentsOf: Self.project))
        let projects = [SourceInput(path: "Mixed.xcodeproj/project.pbxproj", bytes: bytes)]
        let paths = ["App/ContentView.swift", "App/Old/ContentView.swift", "Tools/Package.swift", "Tools/Sources/Tool/main.swift", "Scripts/release.swift"]
        let uncompiled = XcodeProjectSync.uncompiledFiles(paths, projects: projects)
        #expect(uncompiled.keys.sorted() == ["App/Old/ContentView.swift", "Scripts/release.swift"])
        #expect(uncompiled["App/Old/ContentView.swift"]?.contains("no target of Mixed.xcodeproj/project.pbxproj compiles it") == true)
        // Outside every project's folder, or with no project: nothing is left out.
        #expect(XcodeProjectSync.uncompiledFiles(["../Elsewhere/A.swift"], projects: projects).isEmpty)
        #expect(XcodeProjectSync.uncompiledFiles(paths, projects: []).isEmpty)

        let inputs = paths.map { SourceInput(path: $0, bytes: Array("struct ContentView {}\n".utf8)) }
        let report = MigrationRunner(migrations: []).run(inputs, resources: projects)
        let skipped = report.files.filter { $0.status == .skipped }.map(\.path)
        #expect(skipped == ["App/Old/ContentView.swift", "Scripts/release.swift"])
    }

    /// SwiftGraph and Files keep `Package.swift` beside their `.xcodeproj`: SwiftPM compiles the files
    /// the project does not list (`XCTestManifests.swift`), so they stay in the run (skipping them left
    /// the manifests naming tests that no longer exist: 2,576 errors).
    @Test func aPackageInTheProjectsOwnFolderKeepsItsFiles() throws {
        let bytes = Array(try Data(contentsOf: Self.project))
        let projects = [SourceInput(path: "Lib/Mixed.xcodeproj/project.pbxproj", bytes: bytes)]
        let paths = ["Lib/Package.swift", "Lib/Tests/LibTests/XCTestManifests.swift", "Lib/App/Old/ContentView.swift"]
        #expect(XcodeProjectSync.uncompiledFiles(paths, projects: projects).isEmpty)
        // Without the manifest among the inputs, the folder is the project's alone.
        #expect(XcodeProjectSync.uncompiledFiles(Array(paths.dropFirst()), projects: projects).keys.sorted() == Array(paths.dropFirst()).sorted())
    }

    @Test func synchronizedFoldersCompileWhatTheyHoldButTheirExceptions() throws {
        let synced = XcodeProjectSyncTests.folder.appendingPathComponent("Synced.xcodeproj/project.pbxproj")
        let projects = [SourceInput(path: "Synced.xcodeproj/project.pbxproj", bytes: Array(try Data(contentsOf: synced)))]
        let uncompiled = XcodeProjectSync.uncompiledFiles(
            ["Synced/Views/A.swift", "Synced/Preview/Fixtures.swift", "Legacy/Old.swift", "Legacy/Unlisted.swift"], projects: projects)
        #expect(uncompiled.keys.sorted() == ["Legacy/Unlisted.swift", "Synced/Preview/Fixtures.swift"])
    }
}
