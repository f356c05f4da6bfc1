import Foundation
import Testing

/// The uikit fixtures are real programs: every input compiles against the UIKit stand-in, and
/// every draft (`Fixtures/uikit`) and bridge (`Fixtures/uikit-bridge`) compiles with its inputs
/// against the UIKit and SwiftUI stand-ins. The mutation tests show the stand-ins catch the
/// mistakes a generator must not make.
@Suite("uikit drafts and bridges compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct UIKitTypeCheckTests {
    static let fixtures = Repository.fixtures.appendingPathComponent("uikit")

    /// Both folders' cases, as one list: a draft case's output is its inputs with the draft; a
    /// bridge case's, its inputs with the bridge.
    static func cases() -> [TypeCheckFixture] {
        TypeCheckFixture.all(in: fixtures).map(standInForm)
            + BridgeCase.all().map { TypeCheckFixture(name: $0.name, input: $0.inputs, output: $0.inputs + $0.expected) }
    }

    /// Cases whose inputs override `@objc` methods in extensions (`extension ListViewController {
    /// override func tableView(…) }`), which the Objective-C runtime allows and Linux, without it,
    /// cannot compile: only what the run creates (the draft, which needs SwiftUI alone) is checked.
    static let needObjectiveCRuntime: Set<String> = ["extension-data-source"]

    static func standInForm(_ fixture: TypeCheckFixture) -> TypeCheckFixture {
        guard needObjectiveCRuntime.contains(fixture.name) else { return fixture }
        let inputs = Set(fixture.input.map(\.lastPathComponent))
        return TypeCheckFixture(name: fixture.name, input: [], output: fixture.output.filter { !inputs.contains($0.lastPathComponent) })
    }

    /// `@IBOutlet` and `@IBAction` need the Objective-C runtime, which Linux has not: the
    /// stand-ins' form of a storyboard class is the class without them.
    static func prepared(_ text: String) -> String {
        text.replacingOccurrences(of: "@IBOutlet ", with: "").replacingOccurrences(of: "@IBAction ", with: "")
    }

    static func sources(_ files: [URL]) throws -> [(name: String, text: String)] {
        try files.map { ($0.lastPathComponent, prepared(try String(contentsOf: $0, encoding: .utf8))) }
    }

    @Test("generated output compiles", arguments: cases())
    func outputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        let outcome = try await TypeChecker.typecheck(sources: try Self.sources(fixture.output))
        #expect(outcome.succeeded, "\(fixture.name) output does not compile:\n\(outcome.output)")
    }

    /// Generated code lands in apps in either language mode: Swift 6's isolation checking must
    /// accept the coordinators, closures and views too.
    @Test("generated output compiles in the Swift 6 language mode", arguments: cases())
    func outputTypeChecksInSwift6(_ fixture: TypeCheckFixture) async throws {
        let outcome = try await TypeChecker.typecheck(sources: try Self.sources(fixture.output), swiftVersion: "6")
        #expect(outcome.succeeded, "\(fixture.name) output does not compile in Swift 6 mode:\n\(outcome.output)")
    }

    @Test("input compiles", arguments: cases())
    func inputTypeChecks(_ fixture: TypeCheckFixture) async throws {
        guard !fixture.input.isEmpty else { return }  // see `needObjectiveCRuntime`
        let outcome = try await TypeChecker.typecheck(sources: try Self.sources(fixture.input))
        #expect(outcome.succeeded, "\(fixture.name) input does not compile:\n\(outcome.output)")
    }

    @Test("there are drafts and bridges to check")
    func fixturesExist() {
        let cases = Self.cases()
        #expect(cases.filter { $0.output.count > $0.input.count }.count >= 8, "fewer generated files than expected")
    }

    @Test("a wrong output fails to compile", arguments: UIKitMutations.all)
    func mutationFails(_ mutation: Mutation) async throws {
        let fixture = try #require(Self.cases().first { $0.name == mutation.target })
        let outcome = try await TypeChecker.typecheck(sources: try mutation.sources(from: fixture.output, prepared: Self.prepared))
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-in would not catch it")
    }
}

/// The mistakes the drafts and bridges must be caught with (see `Mutation`).
enum UIKitMutations {
    static let all: [Mutation] = [
        Mutation(
            name: "row text given to Text as the optional the cell's property is", target: "example",
            find: "if let cellText { Text(cellText) }", replace: "Text(cellText)"),
        Mutation(
            name: "lifecycle code left as code in the view", target: "example",
            find: "// loadInitialData()", replace: "loadInitialData()"),
        Mutation(
            name: "rows by element when the element is not Identifiable", target: "example",
            find: "List(items.indices, id: \\.self) { row in", replace: "List(items) { row in"),
        Mutation(
            name: "row image given to Image as an optional", target: "subtitle-cells",
            find: "if let cellImage { Image(uiImage: cellImage) }", replace: "Image(uiImage: cellImage)"),
        Mutation(
            name: "grid selection called with the index", target: "collection-grid",
            find: "onSelect(photos[row])", replace: "onSelect(row)"),
        Mutation(
            name: "coordinator that does not adopt the delegate protocol", target: "rating-view",
            find: "final class Coordinator: NSObject, RatingViewDelegate {", replace: "final class Coordinator: NSObject {"),
        Mutation(
            name: "a property that is not Equatable compared on update", target: "rating-view",
            find: "if let onLongPress { uiView.onLongPress = onLongPress }",
            replace:
                "if let accessibilityFormatter, uiView.accessibilityFormatter != accessibilityFormatter { uiView.accessibilityFormatter = accessibilityFormatter }"
        ),
        Mutation(
            name: "make returns another view type than update takes", target: "rating-view",
            find:
                "func makeUIView(context: Context) -> RatingView {\n        let uiView = RatingView(maximum: maximum, spacing: spacing)\n        uiView.delegate = context.coordinator",
            replace: "func makeUIView(context: Context) -> UIView {\n        let uiView = RatingView(maximum: maximum, spacing: spacing)"),
        Mutation(
            name: "view controller made with init() when it declares its own initializer", target: "item-picker",
            find: "ItemPickerViewController(items: items, completion: completion)", replace: "ItemPickerViewController()"),
        Mutation(
            name: "inherited initializer not followed", target: "inherited-init",
            find: "FeedViewController(service: service)", replace: "FeedViewController()"),
        Mutation(
            name: "a nested type named by its short name outside its scope", target: "nested-view",
            find: "var shape: Badges.Shape? = nil", replace: "var shape: Shape? = nil"),
        Mutation(
            name: "X anchor pinned to a Y anchor", target: "hosting",
            find: "hosting.view.leadingAnchor.constraint(equalTo: container.leadingAnchor)",
            replace: "hosting.view.leadingAnchor.constraint(equalTo: container.topAnchor)"),
        Mutation(
            name: "closure for data coming back not escaping", target: "hosting",
            find: "onItemSelected: @escaping (Item) -> Void,", replace: "onItemSelected: (Item) -> Void,"),
        Mutation(
            name: "memberwise initializer called with a label the view does not have", target: "hosting",
            find: "ItemListView(items: items, onItemSelected: onItemSelected)", replace: "ItemListView(items: items, onSelect: onItemSelected)"),
    ]
}
