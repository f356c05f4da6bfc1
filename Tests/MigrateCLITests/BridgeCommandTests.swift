import Foundation
import Testing

@testable import MigrateCLI

private let bridgeFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/uikit-bridge")

/// `swift-migrate bridge`: printing, writing a file safely, refusing, storyboards under the paths.
@Suite struct BridgeCommandTests {
    private func input(_ name: String) throws -> [String: String] {
        let directory = bridgeFixtures.appendingPathComponent("\(name)/input")
        var files: [String: String] = [:]
        for entry in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files["App/\(entry)"] = try String(contentsOf: directory.appendingPathComponent(entry), encoding: .utf8)
        }
        return files
    }

    private func expected(_ name: String, _ file: String) throws -> String {
        try String(contentsOf: bridgeFixtures.appendingPathComponent("\(name)/expected/\(file)"), encoding: .utf8)
    }

    @Test func printsTheRepresentableWithItsNotes() throws {
        let sandbox = try Sandbox(files: try input("rating-view"))
        let result = sandbox.run(["bridge", "RatingView", "App"])
        #expect(result.code == 0)
        #expect(result.out == (try expected("rating-view", "RatingViewRepresentable.swift")))
        #expect(result.err.contains("App/RatingView.swift:30:9: note: [uikit.bridge] formatter (RatingFormatter)"))
    }

    @Test func writesTheFileThenLeavesItAloneAndRefusesOtherText() throws {
        let sandbox = try Sandbox(files: try input("item-picker"))
        let first = sandbox.run(["bridge", "ItemPickerViewController", "App", "-o", "Bridges"])
        #expect(first.code == 0)
        #expect(first.out.isEmpty)
        #expect(
            sandbox.read("Bridges/ItemPickerViewControllerRepresentable.swift") == (try expected("item-picker", "ItemPickerViewControllerRepresentable.swift")))
        let second = sandbox.run(["bridge", "ItemPickerViewController", "App", "-o", "Bridges"])
        #expect(second.code == 0)
        #expect(second.err.contains("is up to date"))
        try "// mine\n".write(to: sandbox.root.appendingPathComponent("Bridges/ItemPickerViewControllerRepresentable.swift"), atomically: true, encoding: .utf8)
        let refused = sandbox.run(["bridge", "ItemPickerViewController", "App", "-o", "Bridges"])
        #expect(refused.code == 3)
        #expect(sandbox.read("Bridges/ItemPickerViewControllerRepresentable.swift") == "// mine\n")
        let replaced = sandbox.run(["bridge", "ItemPickerViewController", "App", "-o", "Bridges", "--overwrite"])
        #expect(replaced.code == 0)
        #expect(sandbox.read("Bridges/ItemPickerViewControllerRepresentable.swift").contains("struct ItemPickerViewControllerRepresentable"))
    }

    @Test func anEarlierBridgeAmongThePathsIsComparedNotRefused() throws {
        let sandbox = try Sandbox(files: try input("frame-view"))
        #expect(sandbox.run(["bridge", "BadgeLabel", "App", "-o", "App"]).code == 0)
        let again = sandbox.run(["bridge", "BadgeLabel", "App", "-o", "App"])
        #expect(again.code == 0)
        #expect(again.err.contains("is up to date"))
    }

    @Test func hostingHelper() throws {
        let sandbox = try Sandbox(files: try input("hosting"))
        let result = sandbox.run(["bridge", "--hosting", "ItemListView", "App"])
        #expect(result.code == 0)
        #expect(result.out == (try expected("hosting", "ItemListViewHosting.swift")))
    }

    @Test func aClassAStoryboardMakesGetsNoBridge() throws {
        var files = try input("inherited-init")
        files["App/Main.storyboard"] = """
            <document><scenes><scene><objects>
            <viewController id="f" customClass="FeedViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let sandbox = try Sandbox(files: files)
        let result = sandbox.run(["bridge", "FeedViewController", "App"])
        #expect(result.code == 3)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("warning: [uikit.bridge] no bridge for FeedViewController: Main.storyboard:2 makes it"))
    }

    @Test func blockersUnknownTypesAndUsage() throws {
        let sandbox = try Sandbox(files: try input("storyboard-scene"))
        let blocked = sandbox.run(["bridge", "ProfileViewController", "App"])
        #expect(blocked.code == 3)
        #expect(blocked.err.contains("outlet nameLabel is implicitly unwrapped"))
        #expect(blocked.err.contains("no bridge written for ProfileViewController: 2 blockers above"))
        #expect(sandbox.run(["bridge", "Missing", "App"]).code == 3)
        let missingView = sandbox.run(["bridge", "--hosting", "MissingView", "App"])
        #expect(missingView.code == 3)
        #expect(missingView.out.isEmpty)
        #expect(missingView.err.contains("no struct named MissingView in the inputs"))
        #expect(sandbox.run(["bridge"]).code == 2)
        #expect(sandbox.run(["bridge", "Not-A-Type"]).code == 2)
        #expect(sandbox.run(["bridge", "X", "--frobnicate"]).code == 2)
        #expect(sandbox.run(["bridge", "--help"]).out.contains("USAGE: swift-migrate bridge"))
    }
}
