import MigrationKit
import SourceSyntax

/// The project-wide view of test classes: which are XCTest classes, which cannot convert, and what
/// their other parts (extensions in other files) contribute.
struct TestProject {
    let index: ProjectIndex

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
        guard isTestClass(name) else { return true }
        return hierarchyReason(for: name) != nil || !blockerFacts(for: name).isEmpty || !helperBlockers(for: name, at: 0).isEmpty
    }

    /// Every test class in the project.
    var testClasses: [String] {
        index.types.keys.filter { isTestClass($0) }.sorted()
    }

    /// Free functions with XCTest assertions convert only when no XCTest class remains to call them
    /// (an `Issue.record` in an XCTest method, like an `XCTFail` in a `@Test`, is silently ignored).
    var convertsHelpers: Bool {
        testClasses.allSatisfy { name in hierarchyReason(for: name) == nil && blockerFacts(for: name).isEmpty }
    }

    /// A class calling helpers that stay in XCTest (members of `extension XCTestCase`, or free assertion
    /// helpers while XCTest classes remain) must stay too.
    func helperBlockers(for name: String, at token: Int) -> [Blocker] {
        let used = usage(of: name).referencedNonLocals
        var helpers = Set(index.facts(Facts.sharedHelper).map(\.subject))
        if !convertsHelpers {
            helpers.formUnion(index.facts(Facts.assertionHelper).map(\.subject).filter { !isTestClass($0) })
        }
        let members = memberNames(of: name)
        return helpers.intersection(used).subtracting(members).sorted().map { helper in
            Blocker(rule: "xctest.shared-helper", message: "calls '\(helper)', a helper that stays in XCTest; the class stays in XCTest", token: token)
        }
    }

    func usage(of name: String) -> NameUsage {
        var usage = NameUsage()
        for fact in index.facts(Facts.usage, about: name) { usage.formUnion(NameUsage(encoded: fact.detail)) }
        return usage
    }

    func memberNames(of name: String) -> Set<String> {
        Set(index.declarations(of: name).flatMap { $0.methods + $0.properties.map(\.name) })
    }

    func context(for name: String) -> SuiteContext {
        SuiteContext(memberNames: memberNames(of: name), usage: usage(of: name),
                     stopsOnFailure: !index.facts(Facts.stopsOnFailure, about: name).isEmpty,
                     locationHelpers: locationHelpers)
    }

    var locationHelpers: Set<String> { SourceLocationHelpers.converting(in: index) }

    /// The context for free functions, which belong to no class.
    var helperContext: SuiteContext {
        SuiteContext(locationHelpers: locationHelpers)
    }
}
