import Foundation
import MigrateCLI
import Testing

/// The dispatcher reaches every command, including the ones with their own argument parsing.
@Suite struct DispatchTests {
    @Test func predicateCommandIsWired() throws {
        let sandbox = try Sandbox(files: ["Note.swift": "class Note { @NSManaged var title: String }\n"])
        defer { sandbox.remove() }
        let result = sandbox.run([
            "predicate", "--schema", sandbox.root.appendingPathComponent("Note.swift").path,
            "--entity", "Note", "--min-ios", "17", "title == 'x'",
        ])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("#Predicate<Note>"))
        #expect(sandbox.run(["predicate"]).code == 2)
    }
}
