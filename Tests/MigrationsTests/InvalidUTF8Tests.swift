import MigrationKit
import Migrations
import SourceSyntax
import Testing

/// A byte that is not valid UTF-8 inside code a migration rebuilds (an assertion's operands
/// become `#expect`'s) comes out as the same byte, never as U+FFFD.
@Suite struct InvalidUTF8Tests {
    @Test func aLatin1ByteInsideARewrittenAssertionSurvives() throws {
        let source: [UInt8] =
            Array("import XCTest\n\nfinal class LatinTests: XCTestCase {\n    func testName() {\n        XCTAssertEqual(\"caf".utf8)
            + [0xE9] + Array("\", name, \"x".utf8) + [0xFF, 0xFE] + Array("\")\n    }\n}\n".utf8)
        let migration = try #require(MigrationRegistry.migration(id: "xctest"))
        let outcome = MigrationRunner(migrations: [migration]).run([SourceInput(path: "LatinTests.swift", bytes: source)]).files[0]
        #expect(outcome.status == .changed)
        let expected: [UInt8] =
            Array("import Testing\n\nstruct LatinTests {\n    @Test func testName() {\n        #expect(\"caf".utf8)
            + [0xE9] + Array("\" == name, \"x".utf8) + [0xFF, 0xFE] + Array("\")\n    }\n}\n".utf8)
        expectSameText(outcome.rewritten, expected, "LatinTests.swift")
    }
}
