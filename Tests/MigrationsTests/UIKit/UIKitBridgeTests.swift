import Foundation
import MigrationKit
import Migrations
import SourceSyntax
import Testing

/// One case of `Fixtures/uikit-bridge/<case>/`: `command.txt` (`TYPE` or `--hosting VIEW`), the
/// sources in `input/`, the file `bridge` writes in `expected/` (none when it is blocked), and
/// `diagnostics.txt`, each line as `bridge` prints it.
struct BridgeCase: Sendable, CustomTestStringConvertible {
    static let root = Repository.fixtures.appendingPathComponent("uikit-bridge")

    var name: String
    var directory: URL
    var testDescription: String { name }

    var inputs: [URL] { Self.swiftFiles(in: directory.appendingPathComponent("input")) }
    var expected: [URL] { Self.swiftFiles(in: directory.appendingPathComponent("expected")) }

    static func all() -> [BridgeCase] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return entries.sorted().map { BridgeCase(name: $0, directory: root.appendingPathComponent($0)) }
    }

    static func swiftFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// What `bridge` makes of the inputs, with the inputs named by their file names.
    func run() throws -> UIKitBridges.Output {
        let command = try String(contentsOf: directory.appendingPathComponent("command.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init)
        let files = try inputs.map { SourceFile(path: $0.lastPathComponent, bytes: Array(try Data(contentsOf: $0))) }
        if command.first == "--hosting" { return UIKitBridges.hosting(of: command[1], in: files) }
        return UIKitBridges.representable(of: command[0], in: files)
    }
}

@Suite("uikit bridges")
struct UIKitBridgeTests {
    @Test("the bridge is the expected file, with the expected diagnostics", arguments: BridgeCase.all())
    func bridge(_ fixture: BridgeCase) throws {
        let output = try fixture.run()
        #expect(output.error == nil)
        let diagnostics = output.diagnostics.map(\.formatted).joined(separator: "\n") + (output.diagnostics.isEmpty ? "" : "\n")
        let diagnosticsFile = fixture.directory.appendingPathComponent("diagnostics.txt")
        let expectedFile = fixture.directory.appendingPathComponent("expected").appendingPathComponent(output.fileName)
        if FixtureCase.isUpdating {
            try diagnostics.write(to: diagnosticsFile, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(at: fixture.directory.appendingPathComponent("expected"))
            if let text = output.text {
                try FileManager.default.createDirectory(at: expectedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: expectedFile, atomically: true, encoding: .utf8)
            }
            return
        }
        #expect(diagnostics == (try String(contentsOf: diagnosticsFile, encoding: .utf8)))
        if let text = output.text {
            #expect(text == (try String(contentsOf: expectedFile, encoding: .utf8)))
        } else {
            #expect(fixture.expected.isEmpty, "\(fixture.name): expected a bridge, got none")
        }
    }

    @Test("the bridge parses without problems and is the same on a second run", arguments: BridgeCase.all())
    func bridgeIsStable(_ fixture: BridgeCase) throws {
        let first = try fixture.run()
        let second = try fixture.run()
        #expect(first.text == second.text)
        if let text = first.text { #expect(SourceFile(text: text).problems.isEmpty) }
    }

    @Test("there are cases of every kind")
    func casesExist() throws {
        let outputs = try BridgeCase.all().map { try $0.run() }
        #expect(outputs.contains { $0.fileName.hasSuffix("Representable.swift") && $0.text?.contains("UIViewRepresentable") == true })
        #expect(outputs.contains { $0.text?.contains("UIViewControllerRepresentable") == true })
        #expect(outputs.contains { $0.text?.contains("final class Coordinator") == true })
        #expect(outputs.contains { $0.text?.contains("func sizeThatFits") == true })
        #expect(outputs.contains { $0.fileName.hasSuffix("Hosting.swift") && $0.text != nil })
        #expect(outputs.contains { $0.text == nil && !$0.diagnostics.isEmpty })
    }

    @Test("a type that is not in the inputs, no UIKit screen, or bridged already is an error")
    func unknownTypes() {
        let file = SourceFile(path: "A.swift", text: "class Model {}\nstruct V {}\n")
        #expect(UIKitBridges.representable(of: "Missing", in: [file]).error != nil)
        #expect(UIKitBridges.representable(of: "Model", in: [file]).error != nil)
        let bridged = SourceFile(path: "B.swift", text: "import UIKit\nfinal class Badge: UIView {}\nstruct BadgeRepresentable {}\n")
        #expect(UIKitBridges.representable(of: "Badge", in: [bridged]).error == "B.swift:3 declares BadgeRepresentable already")
    }
}
