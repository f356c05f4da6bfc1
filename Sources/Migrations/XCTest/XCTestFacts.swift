import MigrationKit

/// The project-wide facts the xctest migration records per file in `scan`, with what each is about
/// (its subject) and the value it carries.
enum XCTestFact {
    /// How test class or helper `subject` uses names (one fact per part: class, extensions).
    static let usage = FactKey<NameUsage>("xctest.usage")
    /// Something that keeps test class `subject` in XCTest.
    static let blocked = FactKey<BlockedReason>("xctest.blocked")
    /// A part of test class `subject` declares at least one test.
    static let hasTests = FactKey<Void>("xctest.has-tests")
    /// Test class `subject` sets `continueAfterFailure = false`.
    static let stopsOnFailure = FactKey<Void>("xctest.stops-on-failure")
    /// Test class `subject` has a setUp that throws or awaits (or will, once converted).
    static let effectfulSetUp = FactKey<Void>("xctest.effectful-set-up")
    /// Test class `subject` changes process-wide state: what it changes.
    static let sharedState = FactKey<String>("xctest.shared-state")
    /// File `subject` imports XCTest only under `#if`: a declaration shared by the whole test target
    /// placed there would be missing wherever the condition is false.
    static let conditionalImport = FactKey<Void>("xctest.conditional-import")
    /// Test class `subject` converts once its performance tests move to a class of this name (see
    /// `PerformanceSplit`), if the rest of the project allows.
    static let performanceSplit = FactKey<String>("xctest.performance-split")
    /// Test class `subject` is named in a Linux test manifest (`XCTestManifests.swift`, `LinuxMain.swift`).
    static let listedInManifest = FactKey<Void>("xctest.listed-in-manifest")
    /// File `subject` walks every Linux test list (`allTests()`): the lists and their classes stay.
    static let readsAllTestLists = FactKey<Void>("xctest.reads-all-test-lists")
    /// The functions file `subject` declares that return a value, by name (see `GenericReturns`).
    /// Helper `subject` stays in XCTest: a member of `extension XCTestCase`, or a helper a
    /// `swift-migrate:disable` comment keeps.
    static let stayingHelper = FactKey<Void>("xctest.xctestcase-extension-member")
    /// Helper `subject` cannot convert (a subscript or property, or a function whose rewrite has a
    /// blocker): why. It stays in XCTest, and so does every class that calls it.
    static let unconvertibleHelper = FactKey<String>("xctest.unconvertible-helper")
    /// Test class `subject` compares literal arithmetic with something typed by this (a type's name, or
    /// `name()` for a function's result): the class converts only if the project says it plainly.
    static let literalPin = FactKey<String>("xctest.literal-pin")
    /// An assertion helper owned by `subject` (a type, or the function itself): the function's name.
    static let assertionHelper = FactKey<String>("xctest.assertion-helper")
    /// Helper `subject` takes `file:`/`line:` parameters: whether it passes them to XCTest directly.
    static let locationHelper = FactKey<Bool>("xctest.location-helper")
    /// Helper `subject` forwards its `file:`/`line:` to another helper: that helper's name.
    static let locationForward = FactKey<String>("xctest.location-forward")
}

/// Why a class stays in XCTest, as recorded for the other files of the project.
struct BlockedReason: Sendable, Hashable {
    var rule: String
    var message: String
}

/// Decisions derived once per run from the index.
enum XCTestMemo {
    static let project = MemoKey<TestProject>("xctest.project")
    static let returnNames = MemoKey<[GenericReturns.Names]>("xctest.return-names")
}
