import Foundation
import Testing

/// The observation fixtures are real programs: every input must compile as ObservableObject
/// code and every expected output as Observation code, against the SwiftUI/Combine stand-ins.
/// The mutation tests show that the stand-ins are strict enough to catch the mistakes the
/// migration must not make.
@Suite("observation fixtures compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct ObservationTypeCheckTests {
    @Test("expected output compiles", arguments: TypeCheckFixture.all())
    func outputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        let outcome = try await TypeChecker.typecheck(fixture.output)
        #expect(outcome.succeeded, "\(fixture.name) output does not compile:\n\(outcome.output)")
    }

    @Test("input compiles", arguments: TypeCheckFixture.all())
    func inputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        let outcome = try await TypeChecker.typecheck(fixture.input)
        #expect(outcome.succeeded, "\(fixture.name) input does not compile:\n\(outcome.output)")
    }

    @Test("there are fixtures to check")
    func fixturesExist() {
        let cases = TypeCheckFixture.all()
        #expect(cases.count >= 15)
        #expect(cases.contains { $0.input.count > 1 }, "no multi-file case")
    }

    @Test("a wrong output fails to compile", arguments: ObservationMutations.all)
    func mutationFails(_ mutation: Mutation) async throws {
        let file = TypeChecker.fixtures.appendingPathComponent(mutation.target)
        let outcome = try await TypeChecker.typecheck(sources: try mutation.sources(from: [file]))
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-ins would not catch it")
    }
}

/// The mistakes these fixtures must be caught with (see `Mutation`).
enum ObservationMutations {
    static let all: [Mutation] = [
        Mutation(
            name: "a binding of a property declared under #if written outside it", target: "conditional-binding.after.swift",
            find: "        #if os(macOS)\n        @Bindable var preferences = preferences\n        #endif\n",
            replace: "        @Bindable var preferences = preferences\n"),
        Mutation(
            name: "SwiftUI's Environment written bare where the project declares its own", target: "shadowed-swiftui-names.after.swift",
            find: "@SwiftUI.Environment(AppState.self)", replace: "@Environment(AppState.self)"),
        Mutation(
            name: "StateObject.init(wrappedValue:) left beside @State", target: "explicit-wrapper-init.after.swift",
            find: "State.init(wrappedValue: Counter(start: start))", replace: "StateObject.init(wrappedValue: Counter(start: start))"),
        Mutation(
            name: "@StateObject left where a type's factory method makes the @Observable value", target: "factory-effects.after.swift",
            find: "@State var draft = Draft.blank()", replace: "@StateObject var draft = Draft.blank()"),
        Mutation(
            name: "@StateObject left where a local closure makes the @Observable value", target: "local-closure-factory.after.swift",
            find: "_title = State(wrappedValue: makeRenderer())", replace: "_title = StateObject(wrappedValue: makeRenderer())"),
        Mutation(
            name: "@StateObject left on a class whose deinit only stops what it started later", target: "deinit-effects.after.swift",
            find: "@State private var ticker = Ticker()", replace: "@StateObject private var ticker = Ticker()"),
        Mutation(
            name: "@Published left on a `private (set)` property of an @Observable class", target: "private-set-space.after.swift",
            find: "    private (set) var points = 0", replace: "    @Published private (set) var points = 0"),
        Mutation(
            name: "objectWillChange.send() left in an @Observable class", target: "send-in-if.after.swift",
            find: "        if value != target {\n            target = value",
            replace: "        if value != target {\n            objectWillChange.send()\n            target = value"),
        Mutation(
            name: "@StateObject left on a class named through a typealias", target: "typealias-holder.after.swift",
            find: "@State private var library = Library()", replace: "@StateObject private var library = Library()"),
        Mutation(
            name: ".environmentObject(x as T) left for an @Observable class", target: "coerced-environment-object.after.swift",
            find: ".environment(MockService() as Service)", replace: ".environmentObject(MockService() as Service)"),
        Mutation(
            name: "a protocol held through a generic @Bindable that does not refine Observable", target: "generic-view.after.swift",
            find: "protocol CounterModel: AnyObject, Observable", replace: "protocol CounterModel: AnyObject"),
        Mutation(
            name: "missing @Bindable", target: "example.after.swift",
            find: "@Bindable var settings", replace: "var settings"),
        Mutation(
            name: "@StateObject left on an @Observable type", target: "example.after.swift",
            find: "@State private var settings", replace: "@StateObject private var settings"),
        Mutation(
            name: "@ObservedObject left on an @Observable type", target: "example.after.swift",
            find: "    var settings: UserSettings\n\n    var body: some View {\n        Text(settings.theme",
            replace: "    @ObservedObject var settings: UserSettings\n\n    var body: some View {\n        Text(settings.theme"),
        Mutation(
            name: "@Published left in an @Observable class", target: "published-forms.after.swift",
            find: "public var tags", replace: "@Published public var tags"),
        Mutation(
            name: "@Observable on an enum (reported only by a full compile)", target: "example.after.swift",
            find: "enum Theme: String {", replace: "@Observable\nenum Theme: String {"),
        Mutation(
            name: "model class not annotated", target: "example.after.swift",
            find: "@Observable\nclass UserSettings {", replace: "class UserSettings {"),
        Mutation(
            name: "objectWillChange.send() left over", target: "object-will-change.after.swift",
            find: "    func reset() {\n", replace: "    func reset() {\n        objectWillChange.send()\n"),
        Mutation(
            name: "lazy var without @ObservationIgnored", target: "observation-ignored.after.swift",
            find: "@ObservationIgnored lazy var formatter", replace: "lazy var formatter"),
        Mutation(
            name: "property wrapper without @ObservationIgnored", target: "observation-ignored.after.swift",
            find: "@ObservationIgnored @Clamped", replace: "@Clamped"),
        Mutation(
            name: "several bindings in one var", target: "split-bindings.after.swift",
            find: "    @ObservationIgnored var x = 0\n    @ObservationIgnored var y = 0\n", replace: "    @ObservationIgnored var x = 0, y = 0\n"),
        Mutation(
            name: "open var in an @Observable class", target: "open-class.after.swift",
            find: "public var items", replace: "open var items"),
        Mutation(
            name: "CodingKeys not renamed", target: "codable-keys.after.swift",
            find: "case _volume = \"volume\"", replace: "case volume"),
        Mutation(
            name: "@EnvironmentObject left on an @Observable type", target: "environment-object.after.swift",
            find: "@Environment(Session.self) var session", replace: "@EnvironmentObject var session: Session"),
        Mutation(
            name: "missing local @Bindable for an environment object", target: "environment-object.after.swift",
            find: "        @Bindable var session = session\n        Form {", replace: "        Form {"),
        Mutation(
            name: ".environmentObject with an @Observable type", target: "environment-object.after.swift",
            find: ".environment(session)", replace: ".environmentObject(session)"),
        Mutation(
            name: "import Combine removed while still used", target: "protocol-family/after/Loadable.swift",
            find: "import Combine\n", replace: ""),
        Mutation(
            name: "plain var where the initializer assigns `_note`", target: "storage-and-generics.after.swift",
            find: "@Bindable var note", replace: "var note"),
        Mutation(
            name: "generic view wrapper kept while its class converts", target: "storage-and-generics.after.swift",
            find: "    var model: Model\n", replace: "    @ObservedObject var model: Model\n"),
        Mutation(
            name: "wrapper of a third-party type rewritten", target: "third-party.unchanged.swift",
            find: "@ObservedObject var router", replace: "@Bindable var router"),
        Mutation(
            name: "environmentObject of a third-party type rewritten", target: "third-party.unchanged.swift",
            find: ".environmentObject(router)", replace: ".environment(router)"),
        Mutation(
            name: "environmentObject of a pass-through call kept while its class converts", target: "pass-through-call.after.swift",
            find: ".environment(configure(Library())", replace: ".environmentObject(configure(Library())"),
        Mutation(
            name: "environmentObject of a tuple alias's element kept while its class converts", target: "tuple-alias.after.swift",
            find: ".environment(Store.objects.session)", replace: ".environmentObject(Store.objects.session)"),
    ]
}
