import Foundation
import Testing

/// The storekit fixtures are real programs: every input must compile as StoreKit 1 code and every
/// expected output as StoreKit 2 code, against the StoreKit, UIKit and SwiftUI stand-ins. The
/// mutation tests show the stand-ins catch the mistakes the migration must not make.
@Suite("storekit fixtures compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct StoreKitTypeCheckTests {
    static let fixtures = Repository.fixtures.appendingPathComponent("storekit")

    @Test("expected output compiles", arguments: ObservationFixture.all(in: fixtures))
    func outputTypeChecks(_ fixture: ObservationFixture) async throws {
        let outcome = try await TypeChecker.typecheck(fixture.output)
        #expect(outcome.succeeded, "\(fixture.name) output does not compile:\n\(outcome.output)")
    }

    @Test("input compiles", arguments: ObservationFixture.all(in: fixtures))
    func inputTypeChecks(_ fixture: ObservationFixture) async throws {
        let outcome = try await TypeChecker.typecheck(fixture.input)
        #expect(outcome.succeeded, "\(fixture.name) input does not compile:\n\(outcome.output)")
    }

    @Test("there are fixtures to check")
    func fixturesExist() {
        let cases = ObservationFixture.all(in: Self.fixtures)
        #expect(cases.count >= 11)
        #expect(cases.contains { $0.input.count > 1 }, "no multi-file case")
    }

    @Test("a wrong output fails to compile", arguments: StoreKitMutation.all)
    func mutationFails(_ mutation: StoreKitMutation) async throws {
        let fixture = try #require(ObservationFixture.all(in: Self.fixtures).first { $0.name == mutation.fixture })
        var sources: [(name: String, text: String)] = []
        var found = false
        for file in fixture.output {
            var text = try String(contentsOf: file, encoding: .utf8)
            if text.contains(mutation.find) {
                text = text.replacingOccurrences(of: mutation.find, with: mutation.replace)
                found = true
            }
            sources.append((file.lastPathComponent, text))
        }
        try #require(found, "\(mutation.fixture) no longer contains the text to mutate")
        let outcome = try await TypeChecker.typecheck(sources: sources)
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-ins would not catch it")
    }
}

/// A plausible migration mistake applied to a correct expected output.
struct StoreKitMutation: Sendable, CustomTestStringConvertible {
    var name: String
    var fixture: String
    var find: String
    var replace: String

    var testDescription: String { name }

    static let all: [StoreKitMutation] = [
        StoreKitMutation(
            name: "SKProduct member left on a Product", fixture: "catalog-app",
            find: "$0.displayName", replace: "$0.localizedTitle"),
        StoreKitMutation(
            name: "storage left as [SKProduct]", fixture: "example",
            find: "var products: [Product] = []", replace: "var products: [SKProduct] = []"),
        StoreKitMutation(
            name: "loading method not async", fixture: "example",
            find: "func loadProducts() async throws {", replace: "func loadProducts() throws {"),
        StoreKitMutation(
            name: "caller without await", fixture: "catalog-app",
            find: "Task { try? await catalog.loadProducts() }", replace: "catalog.loadProducts()"),
        StoreKitMutation(
            name: "for-loop element member not renamed", fixture: "loading-variants",
            find: "item.id + \": \"", replace: "item.productIdentifier + \": \""),
        StoreKitMutation(
            name: "catch parameter renamed away", fixture: "loading-variants",
            find: "} catch let failure {", replace: "} catch {"),
        StoreKitMutation(
            name: "review request without a scene", fixture: "request-review",
            find: "AppStore.requestReview(in: scene)\n    }\n\n    @MainActor func askSomewhere",
            replace: "AppStore.requestReview()\n    }\n\n    @MainActor func askSomewhere"),
        StoreKitMutation(
            name: "transaction finished without await", fixture: "storekit2-seed",
            find: "            // Unlock content\n            await transaction.finish()",
            replace: "            // Unlock content\n            transaction.finish()"),
        StoreKitMutation(
            name: "price used as NSDecimalNumber", fixture: "loading-variants",
            find: "items.map { $0.displayName }", replace: "items.map { $0.price.decimalValue.description }"),
    ]
}
