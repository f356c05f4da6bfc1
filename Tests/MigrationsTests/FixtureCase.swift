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
/// - optional `<case>.diagnostics.txt`: the exact diagnostics, one per line.
struct FixtureCase: CustomTestStringConvertible, Sendable {
    var migrationID: String
    var name: String
    /// Input files: path relative to the case (used as the display path) → bytes.
    var inputs: [(path: String, bytes: [UInt8])]
    /// Expected outputs by the same relative paths; nil for a file the migration must delete.
    var expected: [String: [UInt8]?]
    var expectedDiagnostics: [String]?

    var testDescription: String { "\(migrationID)/\(name)" }

    static func all() -> [FixtureCase] {
        MigrationRegistry.all.map(\.id).flatMap { cases(for: $0) }
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
                result.append(FixtureCase(migrationID: id, name: name, inputs: [(entry, read(url))],
                                          expected: [entry: read(after)], expectedDiagnostics: diagnostics(directory, name)))
            } else if entry.hasSuffix(".unchanged.swift") {
                let name = String(entry.dropLast(".unchanged.swift".count))
                let bytes = read(url)
                result.append(FixtureCase(migrationID: id, name: name, inputs: [(entry, bytes)], expected: [entry: bytes],
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
                result.append(FixtureCase(migrationID: id, name: entry, inputs: inputs, expected: expected,
                                          expectedDiagnostics: diagnostics(directory, entry)))
            }
        }
        return result
    }

    static func read(_ url: URL) -> [UInt8] { (try? Array(Data(contentsOf: url))) ?? Array("<missing \(url.lastPathComponent)>".utf8) }

    static func diagnostics(_ directory: URL, _ name: String) -> [String]? {
        let url = directory.appendingPathComponent(name + ".diagnostics.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
