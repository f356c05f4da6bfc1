import MigrationKit
import SourceSyntax

/// A class with `measure` tests splits: Swift Testing has no `measure {}`, so the performance tests
/// move to `final class <Name>PerformanceTests: XCTestCase` with a copy of the class's set-up, and the
/// rest converts.
///
/// The copy is the original class minus its other tests, so set-up, tear-down, stored properties and
/// helpers behave as before. Only shapes where a copy means nothing more than a copy split: one
/// declaration (no extensions elsewhere), no `#if` around members, no nested types and no static
/// state (two copies of a static would be two states).
enum PerformanceSplit {
    /// The performance tests of a class, when they are all that keeps it in XCTest: every blocker is
    /// a `measure` inside a test, and at least one other test remains.
    static func performanceTests(of decl: Decl, blockers: [Blocker], in file: SourceFile) -> [Decl]? {
        guard decl.kind == .classDecl, !blockers.isEmpty, isSplittableShape(decl, file) else { return nil }
        // A list self-check goes with the list; it is no test that would stay in the converted suite.
        let className = file.name(of: decl).map(ProjectIndex.simpleName) ?? ""
        let tests = decl.members.filter {
            TestFunctions.isTest($0, in: file) && !LinuxLeftovers.isListSelfCheck($0, in: file, className: className)
        }
        var measuring: [Decl] = []
        for blocker in blockers {
            guard blocker.rule == XCTestRule.measure.id, let test = tests.first(where: { $0.tokens.contains(blocker.token) }) else { return nil }
            if !measuring.contains(where: { $0.tokens == test.tokens }) { measuring.append(test) }
        }
        return measuring.count < tests.count ? measuring : nil
    }

    private static func isSplittableShape(_ decl: Decl, _ file: SourceFile) -> Bool {
        decl.members.count == decl.flattenedMembers.count
            && !decl.members.contains { member in
                member.isTypeDeclaration
                    || (member.kind == .variableDecl && file.hasModifier("static", member) && !LinuxLeftovers.isAllTests(member, file))
                    || (member.kind == .variableDecl && file.hasModifier("class", member))
            }
    }

    /// `FooTests` → `FooPerformanceTests`; nil for a class already named for its performance tests.
    static func newName(for name: String) -> String? {
        guard !name.contains("Performance") else { return nil }
        return (name.hasSuffix("Tests") ? String(name.dropLast(5)) : name) + "PerformanceTests"
    }

    /// The new class, inserted after the converted one: the original declaration with its name changed
    /// and its other tests (and its Linux `allTests` list, which names them) left out.
    static func insertion(for decl: Decl, keeping performanceTests: [Decl], named newName: String, in file: SourceFile) -> Edit? {
        guard let name = decl.name else { return nil }
        let kept = Set(performanceTests.map(\.tokens.lowerBound))
        let start = file.tokens[decl.tokens.lowerBound].start
        let end = file.tokens[decl.tokens.upperBound - 1].end
        var text = file.text(ofBytes: start..<file.tokens[name.lowerBound].start) + newName
        var cursor = file.tokens[name.upperBound - 1].end
        for member in decl.members
        where (TestFunctions.isTest(member, in: file) && !kept.contains(member.tokens.lowerBound)) || LinuxLeftovers.isAllTests(member, file) {
            let removed = file.tokens[member.tokens.lowerBound].triviaStart..<file.tokens[member.tokens.upperBound - 1].trailingTriviaEnd
            text += file.text(ofBytes: cursor..<removed.lowerBound)
            cursor = removed.upperBound
        }
        text += file.text(ofBytes: cursor..<end)
        let indent = file.indentation(ofLineContaining: start)
        let comment = "// Swift Testing has no measure {}: the performance tests stay in XCTest, with the same set-up."
        let lineBreak = file.lineBreak
        return .insert(lineBreak + lineBreak + indent + comment + lineBreak + indent + text, at: end, rule: XCTestRule.measure)
    }
}
