import MigrationKit
import SourceSyntax

/// `static var allTests`, `XCTestManifests.swift` and `LinuxMain.swift`: test lists from before SwiftPM
/// discovered tests on Linux. They name the old test methods, and a leftover `LinuxMain.swift` replaces
/// the test entry point so that no Swift Testing test runs.
enum LinuxLeftovers {
    static func isAllTests(_ member: Decl, _ file: SourceFile) -> Bool {
        member.kind == .variableDecl && file.hasModifier("static", member)
            && member.bindings.count == 1 && file.text(member.bindings[0].pattern) == "allTests"
    }

    /// Whether the file is a test manifest: only `allTests` lists, `XCTMain` and `testCase(…)` calls.
    static func isManifest(_ file: SourceFile) -> Bool {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return name == "LinuxMain.swift" || name == "XCTestManifests.swift"
    }

    /// The classes a manifest lists (`testCase(FooTests.allTests)`, `FooTests.allTests`).
    static func listedClasses(in file: SourceFile) -> [(name: String, token: Int)] {
        var result: [(String, Int)] = []
        for i in file.tokens.indices where file.matches(i, "allTests") && file.kind(i - 1) == .period && file.kind(i - 2) == .identifier {
            result.append((file.text(of: i - 2), i - 2))
        }
        return result
    }

    /// A manifest whose classes all converted has nothing left to list; it is emptied, with a diagnostic
    /// asking for its deletion (the tool edits files, it does not delete them). A manifest that still
    /// lists classes that stay in XCTest is left alone with a warning.
    static func edits(for file: SourceFile, isConverted: (String) -> Bool, context: MigrationContext) -> [Edit] {
        let listed = listedClasses(in: file)
        guard !listed.isEmpty || file.text.contains("XCTMain") else { return [] }
        let remaining = listed.filter { !isConverted($0.name) }
        if let first = remaining.first {
            context.warn("xctest.linux-leftovers", at: first.token, "test manifest still lists XCTest classes; delete it once they are converted (SwiftPM discovers tests itself)")
            return []
        }
        context.warn("xctest.linux-leftovers", at: 0, "delete this file: SwiftPM discovers tests itself, and a LinuxMain.swift keeps Swift Testing from running")
        guard !file.bytes.isEmpty else { return [] }
        return [Edit(range: 0..<file.bytes.count, replacement: "", rule: "xctest.linux-leftovers")]
    }
}
