import Foundation
import Testing

/// The navigation fixtures are real programs: every input must compile with `NavigationView` and
/// the navigation-bar modifiers, and every expected output with `NavigationStack`,
/// `NavigationSplitView` and the toolbar API, against the SwiftUI stand-in. The mutation tests
/// show the stand-in catches the mistakes the migration must not make.
@Suite("navigation fixtures compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct NavigationTypeCheckTests {
    static let fixtures = Repository.fixtures.appendingPathComponent("navigation")

    @Test("expected output compiles", arguments: TypeCheckFixture.all(in: fixtures))
    func outputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        let outcome = try await TypeChecker.typecheck(fixture.output)
        #expect(outcome.succeeded, "\(fixture.name) output does not compile:\n\(outcome.output)")
    }

    @Test("input compiles", arguments: TypeCheckFixture.all(in: fixtures))
    func inputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        let outcome = try await TypeChecker.typecheck(fixture.input)
        #expect(outcome.succeeded, "\(fixture.name) input does not compile:\n\(outcome.output)")
    }

    @Test("there are fixtures to check")
    func fixturesExist() {
        let cases = TypeCheckFixture.all(in: Self.fixtures)
        #expect(cases.count >= 7)
        #expect(cases.contains { $0.input.count > 1 }, "no multi-file case")
    }

    @Test("a wrong output fails to compile", arguments: NavigationMutations.all)
    func mutationFails(_ mutation: Mutation) async throws {
        let fixture = try #require(TypeCheckFixture.all(in: Self.fixtures).first { $0.name == mutation.target })
        let outcome = try await TypeChecker.typecheck(sources: try mutation.sources(from: fixture.output))
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-in would not catch it")
    }
}

/// The mistakes these fixtures must be caught with (see `Mutation`).
enum NavigationMutations {
    static let all: [Mutation] = [
        Mutation(
            name: "two columns labelled as sidebar and content", target: "containers",
            find: "        } detail: {\n            Detail()\n        }\n    }\n}\n\nstruct ThreeColumns",
            replace: "        } content: {\n            Detail()\n        }\n    }\n}\n\nstruct ThreeColumns"),
        Mutation(
            name: "display mode left on navigationTitle", target: "example",
            find: ".navigationTitle(\"Mail\")\n            .navigationBarTitleDisplayMode(.inline)",
            replace: ".navigationTitle(\"Mail\", displayMode: .inline)"),
        Mutation(
            name: "toolbar visibility given as the Bool", target: "example",
            find: ".toolbar(!showsToolbar ? .hidden : .visible, for: .navigationBar)",
            replace: ".toolbar(!showsToolbar, for: .navigationBar)"),
        Mutation(
            name: "toolbar item with a made-up placement", target: "bar-modifiers",
            find: "ToolbarItem(placement: .navigationBarLeading)", replace: "ToolbarItem(placement: .barLeading)"),
        Mutation(
            name: "bar items passed to toolbar as views", target: "bar-modifiers",
            find: ".toolbar {\n            ToolbarItem(placement: .navigationBarLeading) {",
            replace: ".toolbar {\n            Text(\"x\")\n            ToolbarItem(placement: .navigationBarLeading) {"),
        Mutation(
            name: "NavigationStack written bare where the project declares its own", target: "own-stack-type",
            find: "        SwiftUI.NavigationStack {", replace: "        NavigationStack {"),
        Mutation(
            name: "ToolbarItem written bare where the project declares its own", target: "own-stack-type",
            find: "SwiftUI.ToolbarItem(placement:", replace: "ToolbarItem(placement:"),
        Mutation(
            name: "NavigationStack given two columns", target: "containers",
            find: "        NavigationSplitView {\n            Sidebar()\n        } detail: {",
            replace: "        NavigationStack {\n            Sidebar()\n        } detail: {"),
    ]
}
