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

    public var rules: [RuleDescription] { XCTestRule.descriptions }

    /// A converted suite names the `ProcessWideState` trait another file declares, and calls
    /// helpers whose reporting changed in theirs: a suite written without them does not build,
    /// or passes whatever happens.
    public var writesAsOneUnit: Bool { true }

    /// Files with XCTest code, and converted files (which may still need names qualified; see
    /// `TestingNames`).
    public func isApplicable(to file: SourceFile) -> Bool {
        file.contains("XCT") || file.contains("import Testing")
    }

    /// The return types of the project's functions (see `GenericReturns`) matter only to a project
    /// with tests: they are read then, from every file, on every core, and never otherwise.
    public func prepare(_ index: ProjectIndex, options: MigrationOptions) {
        guard !index.facts(XCTestFact.hasTests).isEmpty else { return }
        _ = GenericReturns.names(in: index)
    }

    /// Records, per test class part, what blocks its conversion and how it uses names, so every file
    /// decides the same way about a class spread over several files.
    public func scan(_ file: SourceFile, into facts: inout [Fact]) {
        if LinuxLeftovers.isManifest(file) {
            for listed in LinuxLeftovers.listedClasses(in: file) {
                facts.append(Fact(XCTestFact.listedInManifest, about: listed.name, path: file.path))
            }
        }
        for reader in LinuxLeftovers.readers(in: file) {
            let line = file.location(ofToken: reader.token).line
            if let owner = reader.owner {
                let reason = BlockedReason(rule: XCTestRule.linuxLeftovers.id, message: LinuxLeftovers.ownListMessage)
                facts.append(Fact(XCTestFact.blocked, about: owner, reason, path: file.path, line: line))
            } else {
                facts.append(Fact(XCTestFact.readsAllTestLists, about: file.path, path: file.path, line: line))
            }
        }
        let suppressions = Suppressions(file)
        let overview = FileOverview(file)
        for part in TestClassParts.candidates(in: file) {
            if part.decl.flattenedMembers.contains(where: { TestFunctions.isTest($0, in: file) }) {
                facts.append(Fact(XCTestFact.hasTests, about: part.name, path: file.path))
            }
            if let blocker = SuppressedParts.blocker(for: part, in: file, suppressions: suppressions) {
                facts.append(
                    Fact(
                        XCTestFact.blocked, about: part.name, BlockedReason(rule: blocker.rule, message: blocker.message),
                        path: file.path, line: file.location(ofToken: blocker.token).line))
            }
            // Members this part declares shadow NSObject's; the other parts' are not known yet.
            let declared = Set(
                part.decl.flattenedMembers.flatMap { member in
                    member.kind == .variableDecl ? member.bindings.map { file.text($0.pattern) } : file.name(of: member).map { [$0] } ?? []
                })
            // A class inheriting another test class may override that class's members, which this
            // file may not show: the edits, which see the whole project, check them.
            let superclass = part.decl.kind == .classDecl ? part.decl.inheritance.first.map { ProjectIndex.simpleName(file.text($0.tokens)) } : nil
            let role = superclass.map { $0 == "XCTestCase" ? ClassFamilies.Role.standalone : .subclass(baseMembers: nil) } ?? .standalone
            var scanContext = SuiteContext(memberNames: declared, inheritsNSObject: true, role: role)
            scanContext.literalTypes.permissive = true
            var converter = SuiteConverter(file: file, overview: overview, decl: part.decl, context: scanContext)
            var result = converter.convert()
            if let moved = PerformanceSplit.performanceTests(of: part.decl, blockers: result.blockers, in: file),
                let newName = PerformanceSplit.newName(for: part.name)
            {
                converter.movedMembers = Set(moved.map(\.tokens.lowerBound))
                let rest = converter.convert()
                if rest.blockers.isEmpty {
                    result = rest
                    facts.append(Fact(XCTestFact.performanceSplit, about: part.name, newName, path: file.path))
                }
            }
            facts.append(Fact(XCTestFact.usage, about: part.name, result.usage, path: file.path))
            if result.setsStopOnFailure { facts.append(Fact(XCTestFact.stopsOnFailure, about: part.name, path: file.path)) }
            for need in result.literalPinNeeds { facts.append(Fact(XCTestFact.literalPin, about: part.name, need, path: file.path)) }
            if result.hasEffectfulSetUp {
                facts.append(Fact(XCTestFact.effectfulSetUp, about: part.name, path: file.path))
            }
            if let change = result.sharedStateChange { facts.append(Fact(XCTestFact.sharedState, about: part.name, change, path: file.path)) }
            for blocker in result.blockers {
                facts.append(
                    Fact(
                        XCTestFact.blocked, about: part.name, BlockedReason(rule: blocker.rule, message: blocker.message),
                        path: file.path, line: file.location(ofToken: blocker.token).line))
            }
        }
        if file.imports("XCTest"), !file.declarations.contains(where: { $0.kind == .importDecl && file.text(of: $0.keyword + 1) == "XCTest" }) {
            facts.append(Fact(XCTestFact.conditionalImport, about: file.path, path: file.path))
        }
        SourceLocationHelpers.scan(file, into: &facts)
        // `extension XCTestCase { func assertX() }`: helpers only XCTestCase subclasses can call.
        for decl in Decl.flatten(file.declarations) where decl.kind == .extensionDecl && ["XCTestCase", "XCTest"].contains(file.name(of: decl) ?? "") {
            for member in decl.flattenedMembers {
                if let name = file.name(of: member) { facts.append(Fact(XCTestFact.stayingHelper, about: name, path: file.path)) }
            }
        }
        let testClassParts = Set(TestClassParts.candidates(in: file).map(\.name))
        for helper in AssertionHelpers.find(in: file) {
            let subject = helper.owner ?? helper.name
            if SuppressedParts.keepsHelper(helper.decl, in: file, suppressions: suppressions) {
                facts.append(Fact(XCTestFact.stayingHelper, about: subject, path: file.path))
            }
            facts.append(Fact(XCTestFact.assertionHelper, about: subject, helper.name, path: file.path))
            // What the helper calls: a helper calling one that stays must stay too. A test class's own
            // methods are not helpers: its usage is the converter's, which leaves out what setUp
            // assigns (counted here, it kept every `var x: T!` that setUp sets and asserts on).
            // A helper that cannot convert keeps its callers: converted, they would call assertions
            // that record nothing in a @Test. (Test classes' own methods are the converter's; the
            // project leaves test classes out of the helpers.)
            if let reason = helper.formReason ?? Self.conversionBlocker(of: helper, in: file, overview: overview) {
                let line = file.location(ofToken: helper.decl.keyword).line
                facts.append(Fact(XCTestFact.unconvertibleHelper, about: subject, reason, path: file.path, line: line))
            }
            if let owner = helper.owner, testClassParts.contains(owner) { continue }
            facts.append(Fact(XCTestFact.usage, about: subject, NameUsage.scan(helper.decl.tokens, in: file), path: file.path))
        }
    }

    public func edits(for file: SourceFile, in context: MigrationContext) -> [Edit] {
        let project = context.index.memoized(XCTestMemo.project) {
            TestProject(index: context.index, backedOut: context.options.backedOutUnits(of: id))
        }
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
        let listReaders = LinuxLeftovers.readers(in: file)
        for part in TestClassParts.candidates(in: file) where project.isTestClass(part.name) {
            var converter = SuiteConverter(file: file, overview: overview, decl: part.decl, context: project.context(for: part.name, in: file.path))
            var result = converter.convert()
            if let newName = project.performanceSplit(of: part.name),
                let moved = PerformanceSplit.performanceTests(of: part.decl, blockers: result.blockers, in: file)
            {
                converter.movedMembers = Set(moved.map(\.tokens.lowerBound))
                result = converter.convert()
                if let insertion = PerformanceSplit.insertion(for: part.decl, keeping: moved, named: newName, in: file) {
                    result.edits.append(insertion)
                    keepsXCTest = true
                    result.notes.append(
                        (
                            XCTestRule.measure.id, moved[0].keyword,
                            "Swift Testing has no measure {}: \(moved.count == 1 ? "this performance test moves" : "the \(moved.count) performance tests move") to \(newName), an XCTestCase with the same set-up; the other tests convert"
                        ))
                }
            }
            // (A class that reads the lists as a whole already says so.)
            let readsLists = result.blockers.contains { $0.rule == XCTestRule.linuxLeftovers.id }
            let readsOwnList = listReaders.filter { !readsLists && $0.owner == part.name && part.decl.tokens.contains($0.token) }.map {
                Blocker(rule: XCTestRule.linuxLeftovers.id, message: LinuxLeftovers.ownListMessage, token: $0.token)
            }
            let blockers =
                result.blockers + readsOwnList + project.helperBlockers(for: part.name, at: part.decl.name?.lowerBound ?? part.decl.keyword)
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
        for decl in Decl.flatten(file.declarations)
        where decl.kind == .funcDecl && locationHelpers.contains(file.name(of: decl) ?? "")
            && !helpers.contains(where: { $0.decl.tokens == decl.tokens })
        {
            helpers.append(AssertionHelpers.Helper(decl: decl, name: file.name(of: decl) ?? "", owner: nil))
        }
        for helper in helpers {
            let subject = helper.owner ?? helper.name
            // Only classes that stay call it: it stays as it is, and keeps nothing else in XCTest.
            if project.helperServesOnlyXCTest(subject) { continue }
            guard !project.helperStays(subject) else {
                context.warn(
                    XCTestRule.sharedHelper, at: helper.decl.keyword,
                    "helper with XCTest assertions stays in XCTest (\(helper.formReason ?? project.whyHelperStays(subject))); tests calling it stay too")
                continue
            }
            let function = SuiteConverter(file: file, overview: overview, decl: helper.decl, context: project.helperContext)
                .convertFunction(helper.decl, stopsOnFailure: false)
            if function.blockers.isEmpty, project.helperServesBoth(subject) {
                // Its XCTest body stays beside the converted one, and so does `import XCTest`.
                guard let body = helper.decl.body, let convertedBody = function.edits.first(where: { $0.rule == XCTestRule.assert.id }) else { continue }
                edits.append(DualFrameworkHelper.edit(body: body, converted: convertedBody.replacement, in: file, names: project.testingNames))
                keepsXCTest = true
                converted = true
                context.note(
                    XCTestRule.sharedHelper, at: helper.decl.keyword,
                    "tests of both frameworks call this helper: it reports through the one running the test (`Test.current`), its XCTest body kept for the classes that stay")
            } else if function.blockers.isEmpty {
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
            let endsWithBreak = file.bytes.last == 0x0A || file.bytes.last == 0x0D
            let ownImport = project.hostsImportConditionally.contains(file.path) ? file.lineBreak + "import Testing" + file.lineBreak : ""
            let text = (endsWithBreak ? "" : file.lineBreak) + ownImport + ProcessWideStateTrait.definition(lineBreak: file.lineBreak)
            edits.append(.insert(text, at: file.bytes.count, rule: XCTestRule.serialized))
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
        if let relative = project.blockedRelative(of: part.name) {
            context.warn(
                XCTestRule.subclassed, at: anchor,
                "a base test class and its subclasses convert together, and \(relative) stays in XCTest (its warning says why); this class stays too")
        }
        if !project.hasTests(part.name), project.hierarchyReason(for: part.name) == nil, project.families.familyOf[part.name] == nil {
            context.warn(XCTestRule.suite, at: anchor, "`\(part.name)` declares no tests, so it stays as it is (a converted copy would test nothing)")
        }
        if let reason = project.backedOut[part.name] {
            context.warn(BackedOutUnit.rule, at: anchor, "xctest left \(part.name) unconverted: \(reason)")
        }
        if let reason = project.hierarchyReason(for: part.name) {
            context.warn(XCTestRule.subclassed, at: anchor, reason)
        }
        if let adopted = project.xctestProtocolAdopted[part.name] {
            context.warn(
                XCTestRule.sharedHelper, at: anchor,
                "adopts \(adopted), a protocol only XCTestCase classes can adopt (a suite cannot, and without it the class loses what its extensions give); the class stays in XCTest. If it only checks the Linux test lists, delete the check, the conformance and the protocol (SwiftPM discovers tests itself), then run again"
            )
        }
        if let reason = project.unsplitReason(of: part.name) {
            context.warn(XCTestRule.measure, at: anchor, reason)
        }
        if let reader = project.allListsReader(keeping: part.name) {
            context.warn(
                XCTestRule.linuxLeftovers, at: anchor,
                "a Linux test manifest lists this class and \(reader.path):\(reader.line) walks every list (`allTests()`); while something reads them, the lists and the classes they name stay in XCTest; delete that check (SwiftPM discovers tests itself), then run again"
            )
        }
        for fact in project.blockerFacts(for: part.name) where fact.path != context.file.path {
            let reason = fact.value
            guard seen.insert(reason.rule + reason.message).inserted else { continue }
            context.warn(reason.rule, at: anchor, "\(reason.message) (\(fact.path):\(fact.line))")
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

    /// A test class converts as a whole: the unit of code at `index` is the converted suite around
    /// it (a type with `@Suite` or `@Test` members). Anything else (a helper struct, the added
    /// process-wide-state trait) is no unit: backing it out would change nothing, so it is the file.
    public func unitName(at index: Int, in file: SourceFile) -> String? {
        guard let type = file.declarationPath(to: index).first(where: \.isTypeDeclaration) else { return nil }
        let isSuite = file.hasAttribute("Suite", type) || type.flattenedMembers.contains { file.hasAttribute("Test", $0) }
        return isSuite ? file.simpleTypeName(of: type) : nil
    }

    /// What keeps a helper function from converting, if anything (`throws` it would need, say).
    static func conversionBlocker(of helper: AssertionHelpers.Helper, in file: SourceFile, overview: FileOverview) -> String? {
        let function = SuiteConverter(file: file, overview: overview, decl: helper.decl, context: SuiteContext())
            .convertFunction(helper.decl, stopsOnFailure: false)
        return function.blockers.first?.message
    }

    static func containsXCTestCall(_ range: Range<Int>, _ file: SourceFile) -> Bool {
        range.contains { file.kind($0) == .identifier && XCTestAPI.rewritten.contains(file.text(of: $0)) }
    }
}
