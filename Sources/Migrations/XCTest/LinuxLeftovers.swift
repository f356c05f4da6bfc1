import MigrationKit
import SourceSyntax

/// `static var allTests`, `XCTestManifests.swift` and `LinuxMain.swift`: test lists from before SwiftPM
/// discovered tests on Linux. They name the old test methods, and a leftover `LinuxMain.swift` replaces
/// the test entry point so that no Swift Testing test runs.
enum LinuxLeftovers {
    /// A class's own list, in every shape real packages have: `static var allTests = […]`,
    /// `static func allTests() -> [(String, (FooTests) -> () -> Void)]`, and the `__allTests…` lists
    /// `swift test --generate-linuxmain` wrote.
    static func isAllTests(_ member: Decl, _ file: SourceFile) -> Bool {
        guard file.hasModifier("static", member) || file.hasModifier("class", member) else { return false }
        let name: String? =
            switch member.kind {
            case .variableDecl where member.bindings.count == 1: file.text(member.bindings[0].pattern)
            case .funcDecl: file.name(of: member)
            default: nil
            }
        return name.map { $0 == "allTests" || $0.hasPrefix("__allTests") } ?? false
    }

    /// Whether the file is a test manifest: only `allTests` lists, `XCTMain` and `testCase(…)` calls.
    static func isManifest(_ file: SourceFile) -> Bool {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return name == "LinuxMain.swift" || name == "XCTestManifests.swift"
    }

    /// The classes a manifest lists: `testCase(FooTests.allTests)`, `FooTests.__allTests()`,
    /// `extension FooTests { static let __allTests__FooTests = … }`.
    static func listedClasses(in file: SourceFile) -> [(name: String, token: Int)] {
        var result: [(String, Int)] = []
        for i in file.tokens.indices where file.kind(i) == .identifier && file.kind(i + 1) == .period {
            let member = file.text(of: i + 2)
            if member == "allTests" || member.hasPrefix("__allTests") { result.append((file.text(of: i), i)) }
        }
        for decl in file.allDeclarations where decl.kind == .extensionDecl {
            if let name = file.name(of: decl), let token = decl.name?.lowerBound { result.append((name, token)) }
        }
        return result
    }

    /// `func testLinuxTestSuiteIncludesAllTests()`, the self-check many 2017–2020 packages have: it
    /// compares the class's own `allTests.count` with `defaultTestSuite.testCaseCount` (under
    /// `#if os(macOS)`, so on Linux it checks nothing). It tests the list and nothing else, and the
    /// list goes when the class converts, so the check goes with it. Strict on purpose: the body names
    /// only the list, the suite's count, its own locals and assertions; anything more (a call into
    /// the project) and it is a test like the others, whose read of the list keeps the class.
    static func isListSelfCheck(_ member: Decl, in file: SourceFile, className: String) -> Bool {
        guard TestFunctions.isTest(member, in: file), let body = member.body else { return false }
        var locals: Set<String> = []
        var readsOwnList = false
        var countsSuite = false
        for i in body where file.kind(i) == .identifier {
            let name = file.text(of: i)
            if ["let", "var"].contains(file.text(of: i - 1)) {
                locals.insert(name)
                continue
            }
            if name == "allTests" || name.hasPrefix("__allTests") {
                // `FooTests.allTests`, `Self.allTests`, `thisClass.allTests`: only its own list.
                guard file.kind(i - 1) == .period else { return false }
                let base = file.text(of: i - 2)
                if file.kind(i - 2) == .identifier, base.first?.isUppercase == true, base != "Self", base != className { return false }
                readsOwnList = true
                continue
            }
            if name == "testCaseCount" || name == "defaultTestSuite" {
                countsSuite = true
                continue
            }
            guard locals.contains(name) || selfCheckNames.contains(name) || name == className else { return false }
        }
        return readsOwnList && countsSuite
    }

    /// What a self-check may name besides its locals and its class: platform conditions, the ways to
    /// reach the class, the assertions that compare the counts.
    private static let selfCheckNames: Set<String> = [
        "os", "macOS", "iOS", "tvOS", "watchOS", "visionOS", "OSX", "canImport", "ObjectiveC", "Darwin",
        "Self", "self", "type", "of", "thisClass", "count", "XCTAssertEqual", "XCTAssertTrue", "XCTAssert", "XCTFail",
    ]

    static let selfCheckNote =
        "checks only that the Linux list `allTests` names every test; the list goes with the conversion (SwiftPM discovers tests itself), so this check goes too"

    /// Code outside the manifests that reads a test list: `thisClass.allTests.count` compared with
    /// `defaultTestSuite`, a check that walks `allTests()`. Converting removes the lists, so what reads
    /// them would stop compiling, often only on macOS (such checks sit under `#if canImport(ObjectiveC)`).
    struct Reader {
        var token: Int
        /// The class whose own list is read; nil when the reader walks every list (`allTests()`).
        var owner: String?
    }

    static func readers(in file: SourceFile) -> [Reader] {
        // A byte search first: this runs on every test file, twice (scan and edits).
        guard !isManifest(file), file.contains("allTests") else { return [] }
        var result: [Reader] = []
        for i in file.tokens.indices where file.kind(i) == .identifier {
            let name = file.text(of: i)
            guard name == "allTests" || name.hasPrefix("__allTests") else { continue }
            // The list's own declaration, or a label (`(testCaseClass: T.Type, allTests: Manifest)`).
            if ["var", "let", "func"].contains(file.text(of: i - 1)) { continue }
            if file.isArgumentLabel(i) { continue }
            let path = file.declarationPath(to: i)
            let enclosing = path.last(where: \.isTypeDeclaration).flatMap { file.simpleTypeName(of: $0) }
            // A self-check goes with the list it reads (see `isListSelfCheck`): it keeps nothing.
            if let enclosing, let function = path.last(where: { $0.kind == .funcDecl }),
                isListSelfCheck(function, in: file, className: enclosing)
            {
                continue
            }
            if file.kind(i - 1) == .period {
                // `FooTests.allTests` reads FooTests' list; `thisClass.allTests`, `Self.allTests`, the
                // enclosing class's; `testCase.allTests` outside any class, every list.
                let base = file.text(of: i - 2)
                if file.kind(i - 2) == .identifier, base != "Self", base.first?.isUppercase == true {
                    result.append(Reader(token: i, owner: base))
                } else {
                    result.append(Reader(token: i, owner: enclosing))
                }
            } else {
                // A bare `allTests()` is the manifest's function: it walks every list.
                result.append(Reader(token: i, owner: nil))
            }
        }
        return result
    }

    static let ownListMessage =
        "reads the Linux test list `allTests`, which goes when the class converts; delete this check (SwiftPM discovers tests itself), then run again"

    /// A manifest that stays lists classes that convert: their entries go, or the manifest would name
    /// tests that no longer exist (`("testError", testError)` of a suite whose test is now `error()`).
    /// The entries are the generated ones: `extension FooTests { static let __allTests__FooTests = […] }`
    /// and a `testCase(FooTests.__allTests__FooTests),` line (or `testCase(FooTests.allTests),`).
    static func entryRemovals(in file: SourceFile, converting: Set<String>) -> [Edit] {
        guard !converting.isEmpty else { return [] }
        var edits: [Edit] = []
        for decl in file.allDeclarations where decl.kind == .extensionDecl {
            guard let name = file.name(of: decl), converting.contains(ProjectIndex.simpleName(name)),
                decl.members.allSatisfy({ isListDeclaration($0, file) })
            else { continue }
            edits.append(file.removal(ofDeclaration: decl, rule: XCTestRule.linuxLeftovers.id))
        }
        for call in file.calls(named: ["testCase"]) where call.arguments.count == 1 {
            let argument = call.arguments[0].value
            guard let base = argument.first, file.kind(base) == .identifier, converting.contains(file.text(of: base)),
                let close = call.rightParen, file.kind(close + 1) == .comma
            else { continue }
            // The whole line: its leading break and indentation, through the comma.
            edits.append(
                Edit(range: file.tokens[call.callee.lowerBound].triviaStart..<file.tokens[close + 1].end, replacement: "", rule: XCTestRule.linuxLeftovers.id))
        }
        return edits
    }

    /// `static let __allTests__FooTests = […]` or `static var allTests = […]`.
    private static func isListDeclaration(_ member: Decl, _ file: SourceFile) -> Bool {
        guard member.kind == .variableDecl, file.hasModifier("static", member), member.bindings.count == 1 else { return false }
        let name = file.text(member.bindings[0].pattern)
        return name == "allTests" || name.hasPrefix("__allTests")
    }

    /// A manifest whose classes all converted has nothing left to list. `XCTestManifests.swift` is
    /// emptied; `LinuxMain.swift` is deleted: even emptied, it replaces the test entry point, so
    /// `swift test` would run nothing, while without it SwiftPM discovers every test, XCTest or not.
    static func edits(for file: SourceFile, staysInXCTest: (String) -> Bool, context: MigrationContext) -> [Edit] {
        let listed = listedClasses(in: file)
        let isLinuxMain = file.path.hasSuffix("LinuxMain.swift")
        if isLinuxMain {
            // Whatever stays in XCTest is discovered without it too.
            context.requestDeletion(rule: XCTestRule.linuxLeftovers)
            context.warn(
                XCTestRule.linuxLeftovers, at: 0,
                "LinuxMain.swift deleted: while it exists, swift test runs it instead of discovering tests, so no Swift Testing test runs")
            return []
        }
        let remaining = listed.filter { staysInXCTest($0.name) }
        if let first = remaining.first {
            context.warn(
                XCTestRule.linuxLeftovers, at: first.token,
                "lists XCTest classes that stay in XCTest; delete this file once they are converted (SwiftPM discovers tests itself)")
            return entryRemovals(in: file, converting: Set(listed.map(\.name).filter { !staysInXCTest($0) }))
        }
        guard !listed.isEmpty else { return [] }
        context.warn(XCTestRule.linuxLeftovers, at: 0, "delete XCTestManifests.swift: SwiftPM discovers tests itself (emptied)")
        guard !file.bytes.isEmpty else { return [] }
        return [Edit(range: 0..<file.bytes.count, replacement: "", rule: XCTestRule.linuxLeftovers)]
    }
}
