import Foundation
import MigrationKit
import Migrations
import PredicateKit
import Testing

/// One model-generation case under `Fixtures/coredata-models/<case>/`: `Model.xcdatamodeld` (the
/// input), `options.txt` (optional: `--min-ios N`), `expected.swift` (every class, as `models`
/// prints them) and `diagnostics.txt` (the exact diagnostics, paths relative to the case; an empty
/// file asserts that there are none). `UPDATE_FIXTURES=1` writes the expected files.
struct ModelFixture: Sendable, CustomTestStringConvertible {
    var name: String
    var directory: URL
    var target: ModelTarget

    var testDescription: String { name }

    static let root = Repository.fixtures.appendingPathComponent("coredata-models")

    static func all() -> [ModelFixture] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return entries.sorted().compactMap { entry in
            let directory = root.appendingPathComponent(entry)
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("Model.xcdatamodeld").path) else { return nil }
            let options = (try? String(contentsOf: directory.appendingPathComponent("options.txt"), encoding: .utf8)) ?? ""
            let words = options.split(whereSeparator: \.isWhitespace).map(String.init)
            var target = ModelTarget()
            if let flag = words.firstIndex(of: "--min-ios"), flag + 1 < words.count, let major = Int(words[flag + 1]) {
                target = ModelTarget(iOS: major)
            }
            return ModelFixture(name: entry, directory: directory, target: target)
        }
    }

    var expectedSource: URL { directory.appendingPathComponent("expected.swift") }
    var expectedDiagnostics: URL { directory.appendingPathComponent("diagnostics.txt") }

    /// The generator's output, with diagnostics as `diff` prints them, relative to the case.
    func generate() throws -> (output: ModelGenerator.Output, diagnostics: [String]) {
        let model = try XCDataModelReader.readModel(path: directory.appendingPathComponent("Model.xcdatamodeld").path)
        let output = ModelGenerator.generate(model, target: target)
        let prefix = directory.path + "/"
        let diagnostics = output.diagnostics.map { diagnostic in
            diagnostic.formatted.hasPrefix(prefix) ? String(diagnostic.formatted.dropFirst(prefix.count)) : diagnostic.formatted
        }
        return (output, diagnostics)
    }

    var expectedVersionedSource: URL { directory.appendingPathComponent("versioned.swift") }
    var expectedVersionedDiagnostics: URL { directory.appendingPathComponent("versioned-diagnostics.txt") }

    /// Cases whose model has more than one version: `models --versioned` is checked on them.
    static func versioned() -> [ModelFixture] {
        all().filter { ((try? XCDataModelReader.versions(of: $0.directory.appendingPathComponent("Model.xcdatamodeld").path))?.count ?? 0) > 1 }
    }

    /// `models --versioned`'s output, with diagnostics relative to the case.
    func generateVersioned() throws -> (output: VersionedSchemaWriter.Output, diagnostics: [String]) {
        let versions = try XCDataModelReader.versions(of: directory.appendingPathComponent("Model.xcdatamodeld").path).map {
            VersionedSchemaWriter.Version(name: $0.name, model: try XCDataModelReader.readModel(path: $0.contents))
        }
        let output = VersionedSchemaWriter.generate(versions, modelName: "Model", target: target)
        let prefix = directory.path + "/"
        return (output, output.diagnostics.map { $0.formatted.hasPrefix(prefix) ? String($0.formatted.dropFirst(prefix.count)) : $0.formatted })
    }
}

/// Source text as the stand-ins can compile it: the freestanding declaration macros that need
/// SwiftData's or SwiftUI's compiler plugins (not on Linux) become the declarations that check the same things.
/// `#Unique<T>(…)` and `#Index<T>(…)` become static properties built from the key paths;
/// `#Preview {` becomes a `@ViewBuilder` function, so the preview's view is type-checked; a root
/// `@Model` class declares `_ModelConformances` (`Hashable`, `Identifiable`), which SwiftData's
/// macro adds and the stand-in's cannot.
enum StandInSource {
    static func prepared(_ text: String) -> String {
        var counter = 0
        var result = ""
        var afterModel = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(line)
            let code = line.drop { $0 == " " }
            // A root `@Model` class (nested in a versioned schema or not) gets the conformances SwiftData's macro adds.
            if afterModel, line.hasSuffix(" {"), !line.contains(":"), code.hasPrefix("class ") || code.hasPrefix("final class ") {
                line = String(line.dropLast(2)) + ": _ModelConformances {"
            }
            afterModel = code == "@Model"
            for (macro, checker) in [("#Unique<", "_UniqueConstraints<"), ("#Index<", "_IndexKeyPaths<")] {
                if let range = line.range(of: macro) {
                    counter += 1
                    line.replaceSubrange(range, with: "static let _schemaMacro\(counter) = \(checker)")
                }
            }
            if line.hasPrefix("#Preview {") {
                counter += 1
                line = "@MainActor @ViewBuilder func _preview\(counter)() -> some View {" + line.dropFirst("#Preview {".count)
            }
            result += line + "\n"
        }
        return String(result.dropLast())
    }
}
