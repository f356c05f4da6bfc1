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
    /// Helper subjects (function names, or the types declaring them) that stay in XCTest.
    private(set) var stayingHelpers: Set<String> = []
    /// Helpers whose `file:line:` parameters become `sourceLocation:`.
    private(set) var locationHelpers: Set<String> = []
    /// What each class or helper subject uses, merged over all its parts in all files.
    private let usages: [String: NameUsage]

    init(index: ProjectIndex) {
        self.index = index
        // Decode every recorded usage once; the fixpoint below asks for them again and again.
        var usages: [String: NameUsage] = [:]
        for fact in index.facts(Facts.usage) { usages[fact.subject, default: NameUsage()].formUnion(NameUsage(encoded: fact.detail)) }
        self.usages = usages
        let nonLocals = usages.mapValues(\.referencedNonLocals)
        let classes = index.types.keys.filter { isTestClass($0) }
        let helperSubjects = Set(index.facts(Facts.assertionHelper).map(\.subject)).filter { !isTestClass($0) }
        let shared = Set(index.facts(Facts.sharedHelper).map(\.subject))
        var blocked = Set(classes.filter { hierarchyReason(for: $0) != nil || !blockerFacts(for: $0).isEmpty })
        var staying = shared
        var changed = true
        while changed {
            changed = false
            for subject in helperSubjects.subtracting(staying)
            where blocked.union(staying).contains(where: { nonLocals[$0]?.contains(subject) == true }) {
                staying.insert(subject)
                changed = true
            }
            for name in classes where !blocked.contains(name) && !(nonLocals[name] ?? []).subtracting(memberNames(of: name)).isDisjoint(with: staying) {
                blocked.insert(name)
                changed = true
            }
        }
        blockedClasses = blocked
        stayingHelpers = staying
        let stayingNames = Set(index.facts(Facts.assertionHelper).filter { staying.contains($0.subject) }.map(\.detail))
        locationHelpers = SourceLocationHelpers.converting(in: index, excluding: stayingNames)
    }

    /// A class that inherits XCTestCase, directly or through a project class.
    func isTestClass(_ name: String) -> Bool {
        guard let primary = index.primaryDeclaration(of: name), primary.kind == .classDecl else { return false }
        return index.inherits(name, from: "XCTestCase")
    }

    /// Why a class in a hierarchy of test classes stays in XCTest, if it is in one.
    func hierarchyReason(for name: String) -> String? {
        guard let primary = index.primaryDeclaration(of: name) else { return nil }
        if let base = primary.inheritance.first, ProjectIndex.simpleName(base) != "XCTestCase" {
            return "inherits from test class \(base); class hierarchies stay in XCTest"
        }
        if let sub = index.subclasses(of: name).first {
            return "subclassed by \(sub.simpleName) (\(sub.path):\(sub.line)); class hierarchies stay in XCTest"
        }
        return nil
    }

    func blockerFacts(for name: String) -> [Fact] { index.facts(Facts.blocked, about: name) }

    /// Whether something anywhere keeps the class in XCTest.
    func isBlocked(_ name: String) -> Bool {
        !isTestClass(name) || blockedClasses.contains(name)
    }

    /// Whether a helper (by its subject: function name or declaring type) stays in XCTest.
    func helperStays(_ subject: String) -> Bool { stayingHelpers.contains(subject) }

    /// The helpers that keep a class in XCTest, as diagnostics.
    func helperBlockers(for name: String, at token: Int) -> [Blocker] {
        let used = usage(of: name).referencedNonLocals.subtracting(memberNames(of: name))
        return stayingHelpers.intersection(used).sorted().map { helper in
            Blocker(rule: "xctest.shared-helper", message: "calls '\(helper)', a helper that stays in XCTest; the class stays in XCTest", token: token)
        }
    }

    func usage(of name: String) -> NameUsage { usages[name] ?? NameUsage() }

    func memberNames(of name: String) -> Set<String> {
        Set(index.declarations(of: name).flatMap { $0.methods + $0.properties.map(\.name) })
    }

    func context(for name: String) -> SuiteContext {
        SuiteContext(memberNames: memberNames(of: name), usage: usage(of: name),
                     stopsOnFailure: !index.facts(Facts.stopsOnFailure, about: name).isEmpty,
                     locationHelpers: locationHelpers)
    }

    /// The context for helpers, which belong to no test class.
    var helperContext: SuiteContext { SuiteContext(locationHelpers: locationHelpers) }
}
