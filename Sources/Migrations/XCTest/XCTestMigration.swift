import MigrationKit
import SourceSyntax

/// XCTest → Swift Testing.
///
/// Before:
/// ```swift
/// final class CalculatorTests: XCTestCase {
///     var calculator: Calculator!
///     override func setUp() { calculator = Calculator() }
///     func testAddition() { XCTAssertEqual(calculator.add(2, 3), 5) }
/// }
/// ```
/// After:
/// ```swift
/// struct CalculatorTests {
///     let calculator: Calculator
///     init() { calculator = Calculator() }
///     @Test func addition() { #expect(calculator.add(2, 3) == 5) }
/// }
/// ```
/// A class converts as a whole or not at all: XCTest assertions inside `@Test` functions (and `#expect`
/// inside XCTestCase methods) are silently ignored by the 6.3 toolchain, so a half-converted class
/// would pass whatever happens.
public struct XCTestMigration: Migration {
    public init() {}

    public var id: String { "xctest" }
    public var summary: String { "Converts XCTest classes to Swift Testing suites; what cannot move faithfully stays in XCTest with a diagnostic." }

    public var rules: [RuleDescription] {
        [
            .init(id: "xctest.suite", summary: "XCTestCase subclass → struct (or final class when it needs deinit or mutable state)."),
            .init(id: "xctest.lifecycle", summary: "setUp → init(), tearDown → deinit or nothing; IUO properties set in setUp become plain properties."),
            .init(id: "xctest.test", summary: "func testFoo() → @Test func foo(), adding throws when the body needs try."),
            .init(id: "xctest.assert", summary: "XCTAssert*, XCTUnwrap, XCTFail → #expect, #require, Issue.record."),
            .init(id: "xctest.throws", summary: "XCTAssertThrowsError / XCTAssertNoThrow → #expect(throws:)."),
            .init(id: "xctest.skip", summary: "XCTSkip, XCTSkipIf, XCTSkipUnless → Test.cancel."),
            .init(id: "xctest.expect-failure", summary: "XCTExpectFailure → withKnownIssue."),
            .init(id: "xctest.teardown-block", summary: "addTeardownBlock at the top level of a test → defer."),
            .init(id: "xctest.source-location", summary: "file:/line: helper parameters → sourceLocation: SourceLocation."),
            .init(id: "xctest.serialized", summary: "Suites with static mutable state get .serialized."),
            .init(id: "xctest.import", summary: "import XCTest → import Testing (and Foundation when it was used through XCTest)."),
            .init(id: "xctest.linux-leftovers", summary: "allTests, XCTestManifests.swift and LinuxMain.swift removed once their classes convert."),
            .init(id: "xctest.measure", summary: "Performance tests stay in XCTest."),
            .init(id: "xctest.ui-test", summary: "UI tests stay in XCTest."),
            .init(id: "xctest.expectation", summary: "One expectation fulfilled in callbacks and waited for once → confirmation; other uses keep the class in XCTest."),
            .init(id: "xctest.class-setup", summary: "Classes with class-level setUp/tearDown stay in XCTest."),
            .init(id: "xctest.async-teardown", summary: "Classes whose tearDown awaits or throws stay in XCTest (TestScoping trait by hand)."),
            .init(id: "xctest.subclassed", summary: "Test class hierarchies stay in XCTest."),
            .init(id: "xctest.shared-helper", summary: "Classes calling XCTest-only helpers stay in XCTest."),
            .init(id: "xctest.main-thread", summary: "Classes checking Thread.isMainThread stay in XCTest."),
            .init(id: "xctest.availability", summary: "Classes marked @available with versions, or tests under a custom availability domain, stay in XCTest."),
            .init(id: "xctest.override", summary: "Classes overriding other XCTestCase members stay in XCTest."),
            .init(id: "xctest.init", summary: "Classes with their own init or deinit stay in XCTest."),
            .init(id: "xctest.throwing-helper", summary: "Classes whose non-throwing helpers would need try stay in XCTest."),
            .init(id: "xctest.unsupported-api", summary: "Other XCTest API keeps its class in XCTest."),
        ]
    }

    /// Files with XCTest code, and converted files (which may still need names qualified; see
    /// `TestingNames`).
    public func isApplicable(to file: SourceFile) -> Bool {
        file.contains("XCT") || file.contains("import Testing")
    }

    /// Records, per test class part, what blocks its conversion and how it uses names, so every file
    /// decides the same way about a class spread over several files.
    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        let suppressions = Suppressions(file)
        let overview = FileOverview(file)
        for part in TestClassParts.candidates(in: file) {
            if let blocker = SuppressedParts.blocker(for: part, in: file, suppressions: suppressions) {
                facts.append(Fact(kind: Facts.blocked, subject: part.name, detail: "\(blocker.rule)|\(blocker.message)",
                                  path: file.path, line: file.location(ofToken: blocker.token).line))
            }
            let result = SuiteConverter(file: file, overview: overview, decl: part.decl, context: SuiteContext()).convert()
            facts.append(Fact(kind: Facts.usage, subject: part.name, detail: result.usage.encoded, path: file.path))
            if result.setsStopOnFailure { facts.append(Fact(kind: Facts.stopsOnFailure, subject: part.name, path: file.path)) }
            if let change = result.sharedStateChange { facts.append(Fact(kind: Facts.sharedState, subject: part.name, detail: change, path: file.path)) }
            for blocker in result.blockers {
                facts.append(Fact(kind: Facts.blocked, subject: part.name, detail: "\(blocker.rule)|\(blocker.message)",
                                  path: file.path, line: file.location(ofToken: blocker.token).line))
            }
        }
        SourceLocationHelpers.scan(file, into: &facts)
        // `extension XCTestCase { func assertX() }`: helpers only XCTestCase subclasses can call.
        for decl in Decl.flatten(file.declarations) where decl.kind == .extensionDecl && ["XCTestCase", "XCTest"].contains(file.name(of: decl) ?? "") {
            for member in decl.flattenedMembers { if let name = file.name(of: member) { facts.append(Fact(kind: Facts.sharedHelper, subject: name, path: file.path)) } }
        }
        for helper in AssertionHelpers.find(in: file) {
            let subject = helper.owner ?? helper.name
            if SuppressedParts.keepsHelper(helper.decl, in: file, suppressions: suppressions) {
                facts.append(Fact(kind: Facts.sharedHelper, subject: subject, path: file.path))
            }
            facts.append(Fact(kind: Facts.assertionHelper, subject: subject, detail: helper.name, path: file.path))
            // What the helper calls: a helper calling one that stays must stay too.
            facts.append(Fact(kind: Facts.usage, subject: subject, detail: NameUsage.scan(helper.decl.tokens, in: file).encoded, path: file.path))
        }
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let project = context.index.memoized("xctest.project") { TestProject(index: context.index) }
        if LinuxLeftovers.isManifest(file) {
            return LinuxLeftovers.edits(for: file, staysInXCTest: { project.isTestClass($0) && project.isBlocked($0) }, context: context)
        }
        // A converted file (second pass) or a Swift Testing file: only names to qualify.
        if !file.contains("XCT") { return project.testingNames.qualificationEdits(for: file) }
        var edits: [Edit] = []
        var converted = false
        var keepsXCTest = false
        var convertedRanges: [Range<Int>] = []
        let suppressions = Suppressions(file)
        let overview = FileOverview(file)
        for part in TestClassParts.candidates(in: file) where project.isTestClass(part.name) {
            let result = SuiteConverter(file: file, overview: overview, decl: part.decl, context: project.context(for: part.name)).convert()
            let blockers = result.blockers + project.helperBlockers(for: part.name, at: part.decl.name?.lowerBound ?? part.decl.keyword)
                + [SuppressedParts.blocker(for: part, in: file, suppressions: suppressions)].compactMap { $0 }
            if blockers.isEmpty && !project.isBlocked(part.name) {
                edits += result.edits
                converted = converted || !result.edits.isEmpty
                convertedRanges.append(part.decl.tokens)
                for note in result.notes { context.note(note.rule, at: note.token, note.message) }
            } else {
                keepsXCTest = true
                report(part, localBlockers: blockers, project: project, in: context)
            }
        }
        let locationHelpers = project.locationHelpers
        var helpers = AssertionHelpers.find(in: file).filter { !project.isTestClass($0.owner ?? "") }
        for decl in Decl.flatten(file.declarations) where decl.kind == .funcDecl && locationHelpers.contains(file.name(of: decl) ?? "")
            && !helpers.contains(where: { $0.decl.tokens == decl.tokens }) {
            helpers.append(AssertionHelpers.Helper(decl: decl, name: file.name(of: decl) ?? "", owner: nil))
        }
        for helper in helpers {
            guard !project.helperStays(helper.owner ?? helper.name) else {
                context.warn("xctest.shared-helper", at: helper.decl.keyword, "helper with XCTest assertions stays in XCTest: a test class that stays in XCTest calls it; tests calling it stay too")
                continue
            }
            let function = SuiteConverter(file: file, overview: overview, decl: helper.decl, context: project.helperContext)
                .convertFunction(helper.decl, stopsOnFailure: false)
            if function.blockers.isEmpty {
                edits += function.edits
                convertedRanges.append(helper.decl.tokens)
                converted = converted || !function.edits.isEmpty
            } else {
                for blocker in function.blockers { context.warn(blocker.rule, at: blocker.token, blocker.message) }
            }
        }
        // Anything of XCTest's left outside what converted keeps `import XCTest`.
        keepsXCTest = keepsXCTest || Self.mentionsXCTest(file, outside: convertedRanges + file.imports.map(\.decl.tokens))
        // Nothing converted here (any more): names may still need qualifying where Testing is imported.
        guard converted else { return project.testingNames.qualificationEdits(for: file) }
        if project.hostsProcessWideState(file.path), file.bytes.firstRange(of: Array("actor ProcessWideStateLock".utf8)) == nil {
            let endsWithBreak = file.bytes.last == 0x0A
            let text = (endsWithBreak ? "" : file.lineBreak) + ProcessWideStateTrait.definition(lineBreak: file.lineBreak)
            edits.append(.insert(text, at: file.bytes.count, rule: "xctest.serialized"))
        }
        return edits + XCTestImports.edits(for: file, keepsXCTest: keepsXCTest)
    }

    /// One warning per reason a class stays in XCTest, where the reason is.
    private func report(_ part: TestClassParts.Part, localBlockers: [Blocker], project: TestProject, in context: MigrationContext) {
        let anchor = part.decl.name?.lowerBound ?? part.decl.keyword
        var seen: Set<String> = []
        for blocker in localBlockers where seen.insert(blocker.rule + blocker.message).inserted {
            context.warn(blocker.rule, at: blocker.token, blocker.message)
        }
        guard part.decl.kind == .classDecl else { return }
        if let reason = project.hierarchyReason(for: part.name) {
            context.warn("xctest.subclassed", at: anchor, reason)
        }
        for fact in project.blockerFacts(for: part.name) where fact.path != context.file.path {
            let parts = fact.detail.split(separator: "|", maxSplits: 1).map(String.init)
            guard parts.count == 2, seen.insert(parts[0] + parts[1]).inserted else { continue }
            context.warn(parts[0], at: anchor, "\(parts[1]) (\(fact.path):\(fact.line))")
        }
    }

    /// Whether an XCTest name appears in a token outside every one of `ranges`.
    ///
    /// One walk over the tokens with the ranges sorted, rather than a look through every range for each
    /// name: a file's converted ranges grow with its classes, and so do its assertions.
    static func mentionsXCTest(_ file: SourceFile, outside ranges: [Range<Int>]) -> Bool {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var next = 0
        // Tokens below this are inside a range that starts at or before the current token.
        var coveredUpTo = 0
        for i in file.tokens.indices {
            while next < sorted.count, sorted[next].lowerBound <= i {
                coveredUpTo = max(coveredUpTo, sorted[next].upperBound)
                next += 1
            }
            if i >= coveredUpTo, file.kind(i) == .identifier, XCTestAPI.isXCTestName(file.text(of: i)) { return true }
        }
        return false
    }

    static func containsXCTestCall(_ range: Range<Int>, _ file: SourceFile) -> Bool {
        range.contains { file.kind($0) == .identifier && XCTestAPI.rewritten.contains(file.text(of: $0)) }
    }
}
