import MigrationKit

/// Test class hierarchies, in the one shape that converts: a base class that inherits XCTestCase
/// and declares no tests, and test classes that inherit it directly and have no subclasses.
///
/// The base becomes a plain (non-final) class — setUp → `init()`, tearDown → `deinit`, helpers
/// converted — and every subclass a `final class` suite inheriting it, its setUp an
/// `override init()` that starts with `super.init()` where `super.setUp()` was. `@Test` methods in
/// a final class whose superclass is a plain class run with the superclass's initializer and
/// deinitializer, as XCTest ran the base's setUp and tearDown (checked on this toolchain). A base
/// with tests, or a deeper hierarchy, stays in XCTest: a suite cannot inherit another suite's tests.
/// The family converts together or not at all.
struct ClassFamilies {
    /// The family of every class in a convertible hierarchy, by class name.
    private(set) var familyOf: [String: Family] = [:]
    /// Why a class in a hierarchy that cannot convert stays, by class name.
    private(set) var reasons: [String: String] = [:]
    /// Classes that stay only because another member of their family does (filled by `TestProject`).
    var stayingWithFamily: Set<String> = []

    struct Family: Sendable, Hashable {
        var base: String
        var subclasses: [String]
        var members: [String] { [base] + subclasses }
    }

    enum Role: Equatable {
        case standalone
        case base
        /// A subclass of the family's base, which may override `baseMembers` (nil when they are not
        /// known yet, while scanning a single file).
        case subclass(baseMembers: Set<String>?)
    }

    init(index: ProjectIndex, testClasses: Set<String>, hasTests: (String) -> Bool, hasEffectfulSetUp: (String) -> Bool) {
        for name in testClasses.sorted() {
            guard let primary = index.primaryDeclaration(of: name), let superclass = primary.inheritance.first,
                ProjectIndex.simpleName(superclass) == "XCTestCase"
            else { continue }
            let subclasses = index.subclasses(of: name)
            guard !subclasses.isEmpty else { continue }
            let direct = subclasses.filter { $0.inheritedSimpleNames.first == name }
            let deeper = subclasses.filter { $0.inheritedSimpleNames.first != name }
            let reason: String?
            if hasTests(name) {
                reason = "base class \(name) (\(primary.path):\(primary.line)) declares tests, which a Swift Testing suite cannot inherit"
            } else if let deep = deeper.first {
                reason = "\(deep.simpleName) (\(deep.path):\(deep.line)) makes the hierarchy under \(name) deeper than a base and its subclasses"
            } else if let effectful = ([name] + direct.map(\.simpleName)).first(where: hasEffectfulSetUp) {
                reason =
                    "\(effectful)'s setUp throws or awaits: the base's `init()` and every subclass's `override init()` would have to "
                    + "match it"
            } else {
                reason = nil
            }
            if let reason {
                for member in [name] + subclasses.map(\.simpleName) { reasons[member] = reason + "; the class hierarchy stays in XCTest" }
                continue
            }
            let family = Family(base: name, subclasses: direct.map(\.simpleName))
            for member in family.members { familyOf[member] = family }
        }
    }

    func role(of name: String, baseMembers: (String) -> Set<String>) -> Role {
        guard let family = familyOf[name] else { return .standalone }
        return family.base == name ? .base : .subclass(baseMembers: baseMembers(family.base))
    }
}
