import MigrationKit
import SourceSyntax

/// The project-wide view of test classes: which are XCTest classes, which stay in XCTest, which helpers
/// move with them, and what their other parts (extensions in other files) contribute.
///
/// A helper with XCTest assertions (a free function, or a method of a non-test type) must run under the
/// same framework as every test that calls it: an `XCTFail` reached from a `@Test`, like an
/// `Issue.record` reached from an XCTestCase method, is silently ignored. So helpers referenced by a class
/// that stays in XCTest stay too, and classes referencing a helper that stays, stay; this is resolved to a
/// fixpoint once per file.
struct TestProject {
    let index: ProjectIndex
    /// Test classes that stay in XCTest, whatever the reason.
    private(set) var blockedClasses: Set<String> = []
    /// Helper subjects (function names, or the types declaring them) that stay in XCTest, and so do
    /// the classes calling them.
    private(set) var stayingHelpers: Set<String> = []
    /// Helpers tests of both frameworks call: they report through the one running the test.
    private(set) var dualHelpers: Set<String> = []
    /// Helpers only classes that stay in XCTest call: they stay as they are, and keep nothing else.
    private(set) var xctestOnlyHelpers: Set<String> = []
    /// Helpers whose `file:line:` parameters become `sourceLocation:`.
    private(set) var locationHelpers: Set<String> = []
    /// What each class and helper subject uses (see `init`).
    private var uses: [String: Set<String>] = [:]
    /// How each class or helper subject uses names, merged over all its parts in all files.
    private let usages: [String: NameUsage]

    /// Classes a build or test check backed out, with why: they stay in XCTest like blocked ones.
    let backedOut: [String: String]

    init(index: ProjectIndex, backedOut: [String: String] = [:]) {
        self.index = index
        self.backedOut = backedOut
        testingNames = TestingNames(index: index)
        let returnNames = GenericReturns.names(in: index)
        genericReturns = GenericReturns.pinnable(returnNames)
        literalTypes = GenericReturns.typeFacts(returnNames)
        // Something walking every Linux test list needs each listed class to keep its `allTests`.
        allListsReader = index.facts(XCTestFact.readsAllTestLists).min { ($0.path, $0.line) < ($1.path, $1.line) }
        listedInManifests = allListsReader == nil ? [] : Set(index.facts(XCTestFact.listedInManifest).map(\.subject))
        defaultsWrappers = DefaultsWrappers.find(in: index.files + index.contextFiles)
        mainActorTypes = Set(index.types.compactMap { name, summaries in summaries.contains { $0.attributes.contains("MainActor") } ? name : nil })
        // Decode every recorded usage once; the fixpoint below asks for them again and again.
        var usages: [String: NameUsage] = [:]
        for fact in index.facts(XCTestFact.usage) { usages[fact.subject, default: NameUsage()].formUnion(fact.value) }
        self.usages = usages
        let classes = index.types.keys.filter { Self.isTestClass($0, in: index) }
        families = ClassFamilies(
            index: index, testClasses: Set(classes), hasTests: { index.has(XCTestFact.hasTests, about: $0) },
            hasEffectfulSetUp: { index.has(XCTestFact.effectfulSetUp, about: $0) })
        let helperSubjects = Set(index.facts(XCTestFact.assertionHelper).map(\.subject)).filter { !Self.isTestClass($0, in: index) }
        // Helpers in read-only files (another target, say `Sources/TestHelpers`) cannot convert, so
        // they stay in XCTest with every class that calls them: an XCTest assertion reached from a
        // @Test would be silently ignored.
        let readOnlyHelpers = index.facts(XCTestFact.assertionHelper).filter { index.isContext($0.path) }.map(\.subject)
        // Members of `extension XCTestCase` only XCTestCase subclasses can call: they stay as they are.
        let shared = Set(index.facts(XCTestFact.stayingHelper).map(\.subject)).union(readOnlyHelpers)
            .union(helperSubjects.filter { XCTestAPI.isXCTestName($0) })
            .union(Set(index.facts(XCTestFact.unconvertibleHelper).map(\.subject)).intersection(helperSubjects))
        // Performance tests move out where nothing else of the class is elsewhere or related.
        var splits: [String: String] = [:]
        var unsplit: [String: String] = [:]
        for fact in index.facts(XCTestFact.performanceSplit) {
            let newName = fact.value
            // An extension holding only the Linux lists (`XCTestManifests.swift`'s `__allTests__FooTests`)
            // goes with the conversion: it is no second piece of the class.
            if index.declarations(of: fact.subject).filter({ !Self.holdsOnlyTestLists($0) }).count > 1 {
                unsplit[fact.subject] =
                    "performance tests move to a class of their own only when the class is declared in one piece; its extensions keep it in XCTest"
            } else if families.familyOf[fact.subject] != nil {
                unsplit[fact.subject] =
                    "performance tests move to a class of their own only in a class that neither inherits nor is inherited by another test class; it stays in XCTest"
            } else if !index.declarations(of: newName).isEmpty {
                unsplit[fact.subject] = "its performance tests would move to \(newName), which the project already declares; the class stays in XCTest"
            } else {
                splits[fact.subject] = newName
            }
        }
        self.splits = splits
        self.unsplit = unsplit
        // `protocol LinuxTestable: XCTestCase`: a suite cannot adopt it, and removing the conformance
        // would take away what the protocol's extension gives the class (`verifyAllTestsRunOnLinux()`).
        let xctestProtocols = Set(
            index.types.compactMap { name, summaries in
                summaries.contains { $0.kind == .protocolDecl && $0.inheritedSimpleNames.contains("XCTestCase") } ? name : nil
            })
        var adopted: [String: String] = [:]
        for name in classes {
            if let adoptedProtocol = index.types[name]?.lazy.flatMap(\.inheritedSimpleNames).first(where: xctestProtocols.contains) {
                adopted[name] = adoptedProtocol
            }
        }
        xctestProtocolAdopted = adopted
        var blocked = Set(
            classes.filter {
                unsplit[$0] != nil || hierarchyReason(for: $0) != nil || !blockerFacts(for: $0).isEmpty || backedOut[$0] != nil
                    || unresolvedLiteralPin(of: $0) != nil || adopted[$0] != nil
                    || listedInManifests.contains($0)
                    || (!index.has(XCTestFact.hasTests, about: $0) && families.familyOf[$0]?.base != $0)
            })
        var staying = shared
        // What each class and helper uses: the names it mentions, plus the helper types those names
        // conform to or inherit from (`MockTestCase: TestCase` uses `extension TestCase`'s helpers).
        var uses: [String: Set<String>] = [:]
        // Helpers by the names they are called by: a helper of another type is reached as a member
        // (`Float.checkClose(…)` calls `extension Real`'s), which names the member, not its owner.
        var subjectsCalled: [String: Set<String>] = [:]
        var subscriptOwners: [String: Set<String>] = [:]
        // (Members of `extension XCTestCase` are helpers of their own, by name; see `shared`.)
        for fact in index.facts(XCTestFact.assertionHelper) where helperSubjects.contains(fact.subject) && !XCTestAPI.isXCTestName(fact.subject) {
            if fact.value == "subscript" || fact.value == "init" {
                subscriptOwners[fact.path, default: []].insert(fact.subject)
            } else {
                subjectsCalled[fact.value, default: []].insert(fact.subject)
            }
        }
        for name in Set(classes).union(helperSubjects) {
            let used = usage(of: name)
            var mentioned = used.referencedNonLocals.subtracting(memberNames(of: name))
            for called in mentioned.union(used.members) { mentioned.formUnion(subjectsCalled[called] ?? []) }
            // A subscript or initializer is called by no name: every class in its file may use it (a
            // `fileprivate subscript` is reached from nowhere else), and so may every class naming its type.
            if !helperSubjects.contains(name) {
                for path in Set(index.declarations(of: name).map(\.path)) { mentioned.formUnion(subscriptOwners[path] ?? []) }
            }
            mentioned.remove(name)
            // Only names of project types can conform to a helper protocol or inherit a helper class.
            let types = mentioned.union([name]).filter { index.types[$0] != nil }
            let inherited =
                types.isEmpty
                ? []
                : helperSubjects.filter { subject in
                    // Every test class inherits XCTestCase: what `extension XCTestCase` adds is used by
                    // name (`describe`), each a helper of its own, or a class calling none of them would
                    // stay for "calling XCTestCase".
                    subject != name && !XCTestAPI.isXCTestName(subject) && types.contains { index.inherits($0, from: subject) }
                }
            uses[name] = mentioned.union(inherited)
        }
        var changed = true
        while changed {
            changed = false
            // A helper stays when it uses something that stays: converted, it would call assertions
            // that record nothing in a @Test. (A helper that staying classes use stays only for them:
            // see `dualHelpers`.)
            for subject in helperSubjects.subtracting(staying) where !(uses[subject] ?? []).isDisjoint(with: staying) {
                staying.insert(subject)
                changed = true
            }
            for name in classes where !blocked.contains(name) && !(uses[name] ?? []).isDisjoint(with: staying) {
                blocked.insert(name)
                changed = true
            }
            // A base class and its subclasses convert together or not at all.
            for name in classes where !blocked.contains(name) {
                guard let family = families.familyOf[name], family.members.contains(where: blocked.contains) else { continue }
                blocked.insert(name)
                families.stayingWithFamily.insert(name)
                changed = true
            }
        }
        self.uses = uses
        // The helpers tests of each framework reach, through other helpers too. One both reach records
        // through the framework running the test (`DualFrameworkHelper`), so a class that stays keeps
        // no other class in XCTest; one only staying classes reach stays as it is.
        func reached(from starts: Set<String>) -> Set<String> {
            var result: Set<String> = []
            var pending = Array(starts)
            while let next = pending.popLast() {
                for subject in (uses[next] ?? []).intersection(helperSubjects).subtracting(staying) where result.insert(subject).inserted {
                    pending.append(subject)
                }
            }
            return result
        }
        let fromXCTest = reached(from: blocked)
        let fromTesting = reached(from: Set(classes).subtracting(blocked))
        dualHelpers = fromXCTest.intersection(fromTesting)
        xctestOnlyHelpers = fromXCTest.subtracting(fromTesting)
        valueTypes = Set(
            index.types.compactMap { name, summaries in
                summaries.contains { $0.kind == .structDecl || $0.kind == .enumDecl } ? name : nil
            })
        projectClasses = Set(
            index.types.compactMap { name, summaries in
                summaries.allSatisfy { $0.kind == .classDecl || $0.kind == .extensionDecl } && summaries.contains { $0.kind == .classDecl } ? name : nil
            })
        blockedClasses = blocked
        stayingHelpers = staying
        // Helpers XCTest tests still call keep their `file:`/`line:` parameters.
        let keepsParameters = staying.union(dualHelpers).union(xctestOnlyHelpers)
        let stayingNames = Set(index.facts(XCTestFact.assertionHelper).filter { keepsParameters.contains($0.subject) }.map(\.value))
        locationHelpers = SourceLocationHelpers.converting(in: index, excluding: stayingNames)
        // The converting suites that change process-wide state, and per test target the file that
        // defines their shared trait: the first by path, preferring files that import XCTest
        // unconditionally (a definition inside `#if os(macOS)` would be missing on Linux).
        let conditional = Set(index.facts(XCTestFact.conditionalImport).map(\.subject))
        func precedes(_ a: String, _ b: String) -> Bool {
            (conditional.contains(a) ? 1 : 0, a) < (conditional.contains(b) ? 1 : 0, b)
        }
        // A target that already declares the lock (an earlier run migrated part of it) gets no
        // second one: looked for in every file of the target, inputs and context alike.
        let declaring = Set(
            (index.types[ProcessWideStateTrait.lockName, default: []] + index.contextDeclarations(of: ProcessWideStateTrait.lockName))
                .map { ProcessWideStateTrait.module(of: $0.path) })
        for fact in index.facts(XCTestFact.sharedState) where !isBlocked(fact.subject) {
            guard let path = index.primaryDeclaration(of: fact.subject)?.path else { continue }
            let module = ProcessWideStateTrait.module(of: path)
            if declaring.contains(module) { continue }
            if let host = processWideStateHosts[module], !precedes(path, host) { continue }
            processWideStateHosts[module] = path
        }
        hostsImportConditionally = Set(processWideStateHosts.values).intersection(conditional)
    }

    /// Classes whose performance tests move to a class of this name (see `PerformanceSplit`).
    private let splits: [String: String]
    /// Classes whose performance tests could have moved, and why they did not.
    private let unsplit: [String: String]

    /// `extension FooTests { static let __allTests__FooTests = […] }` or `{ static var allTests … }`.
    static func holdsOnlyTestLists(_ declaration: TypeSummary) -> Bool {
        let isList = { (name: String) in name == "allTests" || name.hasPrefix("__allTests") }
        return declaration.isExtension && !(declaration.properties.isEmpty && declaration.methods.isEmpty)
            && declaration.properties.allSatisfy { isList($0.name) } && declaration.methods.allSatisfy(isList)
    }

    func performanceSplit(of name: String) -> String? { splits[name] }
    func unsplitReason(of name: String) -> String? { unsplit[name] }

    /// The first place that walks every Linux test list, if any (see `LinuxLeftovers.readers`).
    private let allListsReader: Recorded<Void>?
    /// Classes a manifest lists, when something walks every list: they stay in XCTest.
    private let listedInManifests: Set<String>

    /// Where every test list is read, when that keeps class `name` in XCTest.
    func allListsReader(keeping name: String) -> Recorded<Void>? {
        listedInManifests.contains(name) ? allListsReader : nil
    }

    /// Functions of the project (its other targets included) that return a bare generic parameter.
    let genericReturns: Set<String>
    /// What literal arithmetic in comparisons can be typed from (see `LiteralArithmetic`).
    let literalTypes: LiteralArithmetic.Types
    /// Project types declared `@MainActor`.
    let mainActorTypes: Set<String>
    /// Project types that open a named `UserDefaults` suite (see `DefaultsWrappers`).
    let defaultsWrappers: [String: String]
    /// Test class hierarchies that convert as a whole, and why the others stay.
    private(set) var families: ClassFamilies
    /// Structs and enums declared in the project.
    private(set) var valueTypes: Set<String> = []
    /// Classes declared in the project.
    private(set) var projectClasses: Set<String> = []
    /// Swift Testing type names the project declares too.
    let testingNames: TestingNames

    /// Per test target, the file that defines the `ProcessWideState` trait.
    private(set) var processWideStateHosts: [String: String] = [:]

    /// Hosts whose `import Testing` will sit under `#if`: the definition brings its own import.
    private(set) var hostsImportConditionally: Set<String> = []

    /// Whether `path` is where its test target's `ProcessWideState` trait goes.
    func hostsProcessWideState(_ path: String) -> Bool {
        processWideStateHosts[ProcessWideStateTrait.module(of: path)] == path
    }

    /// A class that inherits XCTestCase, directly or through a project class.
    func isTestClass(_ name: String) -> Bool { Self.isTestClass(name, in: index) }

    static func isTestClass(_ name: String, in index: ProjectIndex) -> Bool {
        guard let primary = index.primaryDeclaration(of: name), primary.kind == .classDecl else { return false }
        return index.inherits(name, from: "XCTestCase")
    }

    /// Classes adopting a project protocol that requires XCTestCase, with the protocol.
    private(set) var xctestProtocolAdopted: [String: String] = [:]

    /// What the class's literal arithmetic would need that the project does not say plainly, if
    /// anything: the edit of the part that holds it says so (its renderer blocks there).
    func unresolvedLiteralPin(of name: String) -> String? {
        index.facts(XCTestFact.literalPin, about: name).first { !literalTypes.resolves($0.value) }?.value
    }

    /// Why a class in a hierarchy of test classes stays in XCTest because of the hierarchy's shape.
    func hierarchyReason(for name: String) -> String? {
        families.reasons[name]
    }

    /// For a class whose family stays because another member of it does: that member.
    func blockedRelative(of name: String) -> String? {
        guard families.stayingWithFamily.contains(name) else { return nil }
        return families.familyOf[name]?.members.first { $0 != name && blockedClasses.contains($0) && !families.stayingWithFamily.contains($0) }
    }

    /// Whether any part of the class, in any file, declares a test.
    func hasTests(_ name: String) -> Bool { index.has(XCTestFact.hasTests, about: name) }

    func blockerFacts(for name: String) -> [Recorded<BlockedReason>] { index.facts(XCTestFact.blocked, about: name) }

    /// Whether something anywhere keeps the class in XCTest.
    func isBlocked(_ name: String) -> Bool {
        !isTestClass(name) || blockedClasses.contains(name)
    }

    /// Whether a helper (by its subject: function name or declaring type) stays in XCTest, keeping
    /// the classes that call it.
    func helperStays(_ subject: String) -> Bool { stayingHelpers.contains(subject) }

    /// Whether a helper stays as it is because only classes that stay in XCTest call it.
    func helperServesOnlyXCTest(_ subject: String) -> Bool { xctestOnlyHelpers.contains(subject) }

    /// Whether a helper is called by tests of both frameworks.
    func helperServesBoth(_ subject: String) -> Bool { dualHelpers.contains(subject) }

    /// The helpers that keep a class in XCTest, as diagnostics.
    func helperBlockers(for name: String, at token: Int) -> [Blocker] {
        let used = uses[name] ?? usage(of: name).referencedNonLocals.subtracting(memberNames(of: name))
        return stayingHelpers.intersection(used).sorted().map { helper in
            Blocker(
                rule: XCTestRule.sharedHelper.id,
                message: "calls '\(helper)', a helper that stays in XCTest (\(whyHelperStays(helper))); the class stays in XCTest", token: token)
        }
    }

    /// What keeps a helper in XCTest, by name: the classes that stay and call it, or the helpers it
    /// goes with, or what it is.
    func whyHelperStays(_ subject: String) -> String {
        let extensionMember =
            XCTestAPI.isXCTestName(subject)
            || index.facts(XCTestFact.assertionHelper).contains { $0.value == subject && XCTestAPI.isXCTestName($0.subject) }
        if extensionMember { return "a member of extension XCTestCase, which only XCTestCase subclasses can call" }
        if index.has(XCTestFact.stayingHelper, about: subject) { return "a swift-migrate:disable comment keeps it" }
        if let fact = index.facts(XCTestFact.unconvertibleHelper, about: subject).first { return "\(fact.value) (\(fact.path):\(fact.line))" }
        if index.facts(XCTestFact.assertionHelper, about: subject).contains(where: { index.isContext($0.path) }) {
            return "it is in a file outside the inputs"
        }
        let partners = stayingHelpers.filter { $0 != subject && ((uses[$0]?.contains(subject) ?? false) || (uses[subject]?.contains($0) ?? false)) }
        if !partners.isEmpty { return "it goes with \(partners.sorted().joined(separator: ", ")), which stay\(partners.count == 1 ? "s" : "") in XCTest" }
        return "a class that stays in XCTest calls it"
    }

    func usage(of name: String) -> NameUsage { usages[name] ?? NameUsage() }

    func memberNames(of name: String) -> Set<String> {
        Set(index.declarations(of: name).flatMap { $0.methods + $0.properties.map(\.name) })
    }

    /// - Parameter path: the file of the part being converted. A namesake class in another test target
    ///   (`ParserTests` in two targets) shares the facts recorded by simple name; most of them only keep
    ///   more in XCTest, but `continueAfterFailure = false` would change how the other's tests end, so
    ///   it counts only within the part's own target.
    func context(for name: String, in path: String) -> SuiteContext {
        let inherited = families.familyOf[name].map { $0.base == name ? [] : memberNames(of: $0.base) } ?? []
        return SuiteContext(
            memberNames: memberNames(of: name).union(inherited), usage: usage(of: name),
            stopsOnFailure: index.facts(XCTestFact.stopsOnFailure, about: name).contains {
                ProcessWideStateTrait.module(of: $0.path) == ProcessWideStateTrait.module(of: path)
            },
            locationHelpers: locationHelpers,
            sharedStateChange: index.facts(XCTestFact.sharedState, about: name).first?.value,
            valueTypes: valueTypes, testingNames: testingNames, genericReturns: genericReturns, literalTypes: literalTypes, inheritsNSObject: true,
            role: families.role(of: name) { memberNames(of: $0) }, mainActorTypes: mainActorTypes, projectClasses: projectClasses,
            defaultsWrappers: defaultsWrappers)
    }

    /// The context for helpers, which belong to no test class.
    var helperContext: SuiteContext {
        SuiteContext(locationHelpers: locationHelpers, testingNames: testingNames, genericReturns: genericReturns, literalTypes: literalTypes)
    }
}
