import Foundation
import Testing

@testable import MigrateCLI

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/coredata-models")

/// `swift-migrate models`: printing, writing files safely, refusing to clobber.
@Suite struct ModelsCommandTests {
    private func model(_ name: String) -> String { fixtures.appendingPathComponent("\(name)/Model.xcdatamodeld").path }
    private func expected(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent("\(name)/expected.swift"), encoding: .utf8)
    }

    @Test func printsEveryClassWithoutOutputDirectory() throws {
        let sandbox = try Sandbox(files: [:])
        let result = sandbox.run(["models", model("relationships")])
        #expect(result.code == 0)
        #expect(result.out == (try expected("relationships")))
        #expect(result.err.contains("warning: [coredata.ordered-to-many]"))
        #expect(result.err.hasSuffix("6 of 6 entities generated, 3 warnings\n"))
    }

    @Test func minIOSEnablesSchemaMacros() throws {
        let sandbox = try Sandbox(files: [:])
        let result = sandbox.run(["models", model("uniqueness-ios17"), "--min-ios", "18.2"])
        #expect(result.out == (try expected("uniqueness-ios18")))
    }

    @Test func writesOneFilePerClassThenLeavesThemAlone() throws {
        let sandbox = try Sandbox(files: [:])
        let first = sandbox.run(["models", model("relationships"), "-o", "Models"])
        #expect(first.code == 0)
        #expect(first.out.isEmpty)
        #expect(first.err.contains("6 files written, 0 unchanged"))
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.appendingPathComponent("Models").path).sorted()
        #expect(names == ["Author.swift", "Book.swift", "Chapter.swift", "Cover.swift", "Shelf.swift", "Tag.swift"])
        #expect(sandbox.read("Models/Shelf.swift").hasPrefix("import Foundation\nimport SwiftData\n\n// Core Data entity 'Shelf'"))
        let second = sandbox.run(["models", model("relationships"), "--output=Models"])
        #expect(second.code == 0)
        #expect(second.err.contains("0 files written, 6 unchanged"))
    }

    @Test func aFileWithOtherTextStopsTheRunUnlessOverwrite() throws {
        let sandbox = try Sandbox(files: ["Models/Tag.swift": "// mine\n"])
        let refused = sandbox.run(["models", model("relationships"), "-o", "Models"])
        #expect(refused.code == 3)
        #expect(refused.err.contains("/Models/Tag.swift exists with other text; nothing written"))
        #expect(sandbox.read("Models/Tag.swift") == "// mine\n")
        #expect(sandbox.read("Models/Book.swift") == "<missing>", "nothing is written when one file is in the way")
        let replaced = sandbox.run(["models", model("relationships"), "-o", "Models", "--overwrite"])
        #expect(replaced.code == 0)
        #expect(sandbox.read("Models/Tag.swift").contains("final class Tag {"))
    }

    @Test func versionedPrintsOrWritesTheSchemasAndThePlan() throws {
        let sandbox = try Sandbox(files: [:])
        let printed = sandbox.run(["models", model("versioned"), "--versioned"])
        #expect(printed.code == 0)
        #expect(printed.out == (try String(contentsOf: fixtures.appendingPathComponent("versioned/versioned.swift"), encoding: .utf8)))
        #expect(printed.err.contains("warning: [coredata.schema-migration]"))
        #expect(printed.err.hasSuffix("3 versions as versioned schemas, 2 warnings\n"))
        let written = sandbox.run(["models", model("versioned"), "--versioned", "-o", "Models"])
        #expect(written.code == 0)
        #expect(sandbox.read("Models/ModelSchema.swift") == printed.out)
        #expect(written.err.contains("1 file written, 0 unchanged"))
    }

    @Test func usageAndReadErrors() throws {
        let sandbox = try Sandbox(files: ["Broken.xcdatamodel/contents": "<model><entity name=\"A\">"])
        #expect(sandbox.run(["models"]).code == 2)
        #expect(sandbox.run(["models", model("template"), "--min-ios", "x"]).code == 2)
        #expect(sandbox.run(["models", model("template"), "--frobnicate"]).code == 2)
        #expect(sandbox.run(["models", model("template"), model("versions")]).code == 2)
        let broken = sandbox.run(["models", sandbox.root.appendingPathComponent("Broken.xcdatamodel").path])
        #expect(broken.code == 3)
        #expect(broken.err.contains("truncated"))
        #expect(sandbox.run(["models", "--help"]).out.contains("USAGE: swift-migrate models"))
    }
}
