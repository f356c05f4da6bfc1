import Foundation
import Testing

@testable import MigrateCLI

/// What the editor writes must read the same in an independent parser: every project file of
/// `Fixtures/xcodeproj-edits` (the bases and each case's expected result) and the objc fixture's
/// edited project are read by the `pbxproj` package from PyPI (`scripts/pbxproj-reference.py`,
/// which resolves paths on its own), and its targets, compiled files and synchronized folders
/// must equal `swift-migrate xcodeproj --json`'s. `.ci/run` installs the package.
@Suite(.tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct XcodeProjectReaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var projectFiles: [String] {
        let edits = root.appendingPathComponent("Fixtures/xcodeproj-edits")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: edits.path)) ?? []).filter { $0.hasSuffix(".after.pbxproj") }
            .map { "Fixtures/xcodeproj-edits/" + $0 }
        return (files + [
            "Fixtures/xcodeproj-edits/Mixed.xcodeproj/project.pbxproj", "Fixtures/xcodeproj-edits/Synced.xcodeproj/project.pbxproj",
            "Fixtures/objc/mixed/before/App.xcodeproj/project.pbxproj", "Fixtures/objc/mixed/after/App.xcodeproj/project.pbxproj",
        ]).sorted()
    }

    /// The JSON documents as values, so key order and spacing do not matter.
    static func documents(_ text: String) -> [NSDictionary] {
        text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? NSDictionary
        }
    }

    @Test func theIndependentParserReadsWhatTheEditorWrote() throws {
        #expect(Self.projectFiles.count >= 12)
        let captured = Captured()
        let code = SwiftMigrate.main(["xcodeproj", "--json"] + Self.projectFiles, console: captured.console(in: Self.root))
        #expect(code == 0, "\(captured.err)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/pbxproj-reference.py", "--all-sync"] + Self.projectFiles
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let theirs = output.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the pbxproj package did not load every file (pip install pbxproj): \(problems)")
        let ours = Self.documents(captured.out)
        let reference = Self.documents(String(decoding: theirs, as: UTF8.self))
        #expect(ours.count == Self.projectFiles.count)
        #expect(reference.count == Self.projectFiles.count)
        for (mine, other) in zip(ours, reference) {
            #expect(mine == other, "\(mine["path"] ?? "?") reads differently in the pbxproj package")
        }
        // Not a test that cannot fail: the edited files do differ from their bases in what both read.
        let base = ours.first { ($0["path"] as? String)?.hasSuffix("Mixed.xcodeproj/project.pbxproj") == true }
        let added = ours.first { ($0["path"] as? String)?.hasSuffix("add-to-group-and-target.after.pbxproj") == true }
        #expect(base != nil && added != nil && base?["targets"] as? NSArray != added?["targets"] as? NSArray)
    }
}
