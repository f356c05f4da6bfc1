import Foundation
import Testing

/// The storekit fixtures are real programs: every input must compile as StoreKit 1 code and every
/// expected output as StoreKit 2 code, against the StoreKit, UIKit and SwiftUI stand-ins. The
/// mutation tests show the stand-ins catch the mistakes the migration must not make.
@Suite("storekit fixtures compile", .tags(.slow), .enabled(if: Tier.runsSlowTests, "SWIFT_MIGRATE_FAST is set"))
struct StoreKitTypeCheckTests {
    static let fixtures = Repository.fixtures.appendingPathComponent("storekit")

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
        #expect(cases.count >= 31)
        #expect(cases.contains { $0.input.count > 1 }, "no multi-file case")
    }

    @Test("a wrong output fails to compile", arguments: StoreKitMutations.all)
    func mutationFails(_ mutation: Mutation) async throws {
        let fixture = try #require(TypeCheckFixture.all(in: Self.fixtures).first { $0.name == mutation.target })
        let outcome = try await TypeChecker.typecheck(sources: try mutation.sources(from: fixture.output))
        #expect(!outcome.succeeded, "\(mutation.name) compiles, so the stand-ins would not catch it")
    }
}

/// The mistakes these fixtures must be caught with (see `Mutation`).
enum StoreKitMutations {
    static let all: [Mutation] = [
        Mutation(
            name: "restore's shared work left reading the StoreKit 1 transaction", target: "common-store",
            find: "unlocked.insert(transaction.productID)\n                } catch", replace: "unlocked.insert(transaction.payment.productIdentifier)\n                } catch"),
        Mutation(
            name: "restore's sync without try", target: "common-store",
            find: "            try await AppStore.sync()\n            for await", replace: "            await AppStore.sync()\n            for await"),
        Mutation(
            name: "common store's purchase left taking an SKProduct", target: "common-store",
            find: "func buy(_ product: Product) async throws {", replace: "func buy(_ product: SKProduct) async throws {"),
        Mutation(
            name: "parity reads a record of purchases private to the observer's file", target: "system-separate-loader",
            find: "    private(set) var owned: Set<String> = []", replace: "    private var owned: Set<String> = []"),
        Mutation(
            name: "SKProduct member left on a Product", target: "catalog-app",
            find: "$0.displayName", replace: "$0.localizedTitle"),
        Mutation(
            name: "storage left as [SKProduct]", target: "example",
            find: "var products: [Product] = []", replace: "var products: [SKProduct] = []"),
        Mutation(
            name: "loading method not async", target: "example",
            find: "func loadProducts() async throws {", replace: "func loadProducts() throws {"),
        Mutation(
            name: "caller without await", target: "catalog-app",
            find: "Task { try? await catalog.loadProducts() }", replace: "catalog.loadProducts()"),
        Mutation(
            name: "for-loop element member not renamed", target: "loading-variants",
            find: "item.id + \": \"", replace: "item.productIdentifier + \": \""),
        Mutation(
            name: "catch parameter renamed away", target: "loading-variants",
            find: "} catch let failure {", replace: "} catch {"),
        Mutation(
            name: "review request without a scene", target: "request-review",
            find: "AppStore.requestReview(in: scene)\n    }\n\n    @MainActor func askSomewhere",
            replace: "AppStore.requestReview()\n    }\n\n    @MainActor func askSomewhere"),
        Mutation(
            name: "transaction finished without await", target: "storekit2-seed",
            find: "            // Unlock content\n            await transaction.finish()",
            replace: "            // Unlock content\n            transaction.finish()"),
        Mutation(
            name: "parity reads a record of purchases private to the other file", target: "multi-file-app",
            find: "    var purchased: Set<String> = []", replace: "    private var purchased: Set<String> = []"),
        Mutation(
            name: "companion product used as an SKProduct", target: "phased-constants",
            find: "let result = try await product.purchase()", replace: "let result = try await product.price.decimalValue"),
        Mutation(
            name: "purchase method left taking an SKProduct", target: "purchase-flow",
            find: "func purchase(_ product: Product) async throws {", replace: "func purchase(_ product: SKProduct) async throws {"),
        Mutation(
            name: "listener started without await", target: "purchase-flow",
            find: "Task { await Store.shared.listenForTransactions() }", replace: "Task { Store.shared.listenForTransactions() }"),
        Mutation(
            name: "review action called without its environment property", target: "request-review-swiftui",
            find: "    @Environment(\\.requestReview) private var requestReview\n    let title: String", replace: "    let title: String"),
        Mutation(
            name: "formatter kept on a Decimal price", target: "loading-display-price",
            find: "(product.displayPrice)", replace: "(formatter.string(from: product.price) ?? \"\")"),
        Mutation(
            name: "subscription period length read as SKProduct's", target: "loading-subscription-members",
            find: "plan.subscription?.subscriptionPeriod.value == 1", replace: "plan.subscription?.subscriptionPeriod.numberOfUnits == 1"),
        Mutation(
            name: "intro offer read through the SKProduct member", target: "loading-subscription-members",
            find: "$0.subscription?.introductoryOffer != nil", replace: "$0.introductoryPrice != nil"),
        Mutation(
            name: "companion names the app's own Product", target: "phased-shadowed",
            find: "private(set) var products: [StoreKit.Product] = []", replace: "private(set) var products: [Product] = []"),
        Mutation(
            name: "price used as NSDecimalNumber", target: "loading-variants",
            find: "items.map { $0.displayName }", replace: "items.map { $0.price.decimalValue.description }"),
        Mutation(
            name: "the retained request's loader left synchronous", target: "loading-retained-request",
            find: "func loadProducts() async throws {", replace: "func loadProducts() {"),
        Mutation(
            name: "one system's companion extends the loading type, which has no record of purchases", target: "system-multi-type",
            find: "extension StoreObserver {", replace: "extension StoreHelper {"),
        Mutation(
            name: "consumables read through Transaction's member name", target: "tip-jar",
            find: "products.filter { $0.type == .consumable }", replace: "products.filter { $0.productType == .consumable }"),
        Mutation(
            name: "the listener iterates Transaction.updates without await", target: "listener-in-view-controller",
            find: "for await result in Transaction.updates {", replace: "for result in Transaction.updates {"),
    ]
}
