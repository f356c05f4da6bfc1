import MigrationKit

/// Every rule of the xctest migration, with the files that hold its code.
enum XCTestRule: String, MigrationRule {
    /// `SuiteConverter.swift`
    case suite = "xctest.suite"
    /// `Lifecycle.swift`, `SuiteConverter.swift`
    case lifecycle = "xctest.lifecycle"
    /// `TestFunctions.swift`
    case test = "xctest.test"
    /// `Assertions.swift`, `SuiteConverter.swift`
    case assert = "xctest.assert"
    /// `ThrowingAssertions.swift`
    case throwingAssertion = "xctest.throws"
    /// `BodyRenderer.swift`, `Skips.swift`
    case skip = "xctest.skip"
    /// `Skips.swift`
    case expectFailure = "xctest.expect-failure"
    /// `Skips.swift`
    case teardownBlock = "xctest.teardown-block"
    /// `SourceLocationHelpers.swift`
    case sourceLocation = "xctest.source-location"
    /// `SuiteConverter.swift`, `XCTestMigration.swift`
    case serialized = "xctest.serialized"
    /// Suites that touch main-actor UI become `@MainActor`.
    case mainActor = "xctest.main-actor"
    /// `TestingNames.swift`, `XCTestImports.swift`
    case imports = "xctest.import"
    /// `LinuxLeftovers.swift`, `SuiteConverter.swift`
    case linuxLeftovers = "xctest.linux-leftovers"
    /// `XCTestAPI.swift`
    case measure = "xctest.measure"
    /// `XCTestAPI.swift`
    case uiTest = "xctest.ui-test"
    /// `TestFunctions.swift`, `XCTestAPI.swift`
    case expectation = "xctest.expectation"
    /// `Lifecycle.swift`
    case classSetup = "xctest.class-setup"
    /// `Lifecycle.swift`
    case asyncTeardown = "xctest.async-teardown"
    /// `XCTestMigration.swift`
    case subclassed = "xctest.subclassed"
    /// `TestProject.swift`, `XCTestMigration.swift`
    case sharedHelper = "xctest.shared-helper"
    /// `SuiteConverter.swift`
    case mainThread = "xctest.main-thread"
    /// `SuiteConverter.swift`
    case availability = "xctest.availability"
    /// `Lifecycle.swift`, `SuiteConverter.swift`
    case override = "xctest.override"
    /// `SuiteConverter.swift`
    case customInit = "xctest.init"
    /// `SuiteConverter.swift`
    case throwingHelper = "xctest.throwing-helper"
    /// `BodyRenderer.swift`, `SuiteConverter.swift`
    case unsupportedApi = "xctest.unsupported-api"

    var summary: String {
        switch self {
        case .suite: "XCTestCase subclass → struct (or final class when it needs deinit or mutable state)."
        case .lifecycle: "setUp → init(), tearDown → deinit or nothing; IUO properties set in setUp become plain properties."
        case .test: "func testFoo() → @Test func foo(), adding throws when the body needs try."
        case .assert: "XCTAssert*, XCTUnwrap, XCTFail → #expect, #require, Issue.record."
        case .throwingAssertion: "XCTAssertThrowsError / XCTAssertNoThrow → #expect(throws:)."
        case .skip: "XCTSkip, XCTSkipIf, XCTSkipUnless → Test.cancel."
        case .expectFailure: "XCTExpectFailure → withKnownIssue."
        case .teardownBlock: "addTeardownBlock at the top level of a test → defer."
        case .sourceLocation: "file:/line: helper parameters → sourceLocation: SourceLocation."
        case .serialized: "Suites with static mutable state or fixed-name external resources get .serialized."
        case .mainActor: "Suites whose tests touch UIKit/AppKit/SwiftUI or @MainActor project types become @MainActor."
        case .imports: "import XCTest → import Testing (and Foundation when it was used through XCTest)."
        case .linuxLeftovers: "allTests, XCTestManifests.swift and LinuxMain.swift removed once their classes convert."
        case .measure: "Performance tests move to an XCTestCase of their own (<Name>PerformanceTests); the rest converts."
        case .uiTest: "UI tests stay in XCTest."
        case .expectation: "One expectation fulfilled in callbacks and waited for once → confirmation; several fulfilled in the test's own body before the wait → counters checked with #expect; other uses keep the class in XCTest."
        case .classSetup: "Classes with class-level setUp/tearDown stay in XCTest."
        case .asyncTeardown: "Classes whose tearDown awaits or throws stay in XCTest (TestScoping trait by hand)."
        case .subclassed: "Test class hierarchies stay in XCTest."
        case .sharedHelper: "Classes calling XCTest-only helpers stay in XCTest."
        case .mainThread: "Classes checking Thread.isMainThread stay in XCTest."
        case .availability: "Classes marked @available with versions, or tests under a custom availability domain, stay in XCTest."
        case .override: "Classes overriding other XCTestCase members stay in XCTest."
        case .customInit: "Classes with their own init or deinit stay in XCTest."
        case .throwingHelper: "Classes whose non-throwing helpers would need try stay in XCTest."
        case .unsupportedApi: "Other XCTest API keeps its class in XCTest."
        }
    }
}
