// StoreKit 2 beside the StoreKit 1 code of `IAPObserver` (IAPObserver.swift), which keeps running: phase 1 of
// the phased rollout. Nothing calls this code yet; swift-migrate reported the phase 2–4 steps.
import StoreKit

extension IAPObserver {
    /// The StoreKit 2 side of `IAPObserver` and its purchase system (`ProductsLoader`). Keep one for the app's lifetime and start
    /// `listenForTransactions()` in one task at launch, in application(_:didFinishLaunchingWithOptions:) (AppDelegate.swift:4) when purchases go through `purchase(_:)`.
    @MainActor
    final class StoreKit2 {
        /// The product ids the purchase system requests with StoreKit 1 (ProductsLoader.swift).
        nonisolated static let productIDs: Set<String> = ["com.app.pro", "com.app.yearly"]

        private(set) var products: [Product] = []
        /// The product ids with a verified, current entitlement (`updateEntitlements()`).
        private(set) var purchasedProductIDs: Set<String> = []
        /// Consumables (tips, coins) are bought again and again: they are delivered by `purchase(_:)`
        /// and `listenForTransactions()` only, never appear in `purchasedProductIDs`, and `restore()` does not bring them back.
        var consumables: [Product] { products.filter { $0.type == .consumable } }

        func loadProducts() async throws {
            products = try await Product.products(for: Self.productIDs)
        }

        /// The purchased transaction, or nil when the user cancelled or the purchase waits for
        /// approval (Ask to Buy, Strong Customer Authentication): it then arrives in `listenForTransactions()`.
        func purchase(_ product: Product) async throws -> Transaction? {
            let result = try await product.purchase()
            switch result {
            case .success(let verification):
                let transaction = try checkVerified(verification)
                await updateEntitlements()
                await transaction.finish()
                return transaction
            case .userCancelled, .pending:
                return nil
            @unknown default:
                return nil
            }
        }

        /// Renewals, Ask to Buy approvals, refunds and purchases made elsewhere: run it for the
        /// app's lifetime from launch (`Task { await storeKit2.listenForTransactions() }`).
        func listenForTransactions() async {
            for await result in Transaction.updates {
                do {
                    let transaction = try checkVerified(result)
                    await updateEntitlements()
                    await transaction.finish()
                } catch {
                    print("StoreKit 2: unverified transaction: \(error)")
                }
            }
        }

        func updateEntitlements() async {
            var active: Set<String> = []
            for await result in Transaction.currentEntitlements {
                switch result {
                case .verified(let transaction):
                    active.insert(transaction.productID)
                case .unverified(let transaction, let error):
                    print("StoreKit 2: unverified entitlement \(transaction.productID): \(error)")
                }
            }
            purchasedProductIDs = active
        }

        /// Call only on a user action: `AppStore.sync()` may ask the user to sign in.
        func restore() async throws {
            try await AppStore.sync()
            await updateEntitlements()
        }

        func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
            switch result {
            case .verified(let value):
                return value
            case .unverified(_, let error):
                throw error
            }
        }
    }

    /// Phase 3: whether StoreKit 2's entitlements match the app's own record of purchases,
    /// `owned`, where the StoreKit 1 observer records purchases; run both side by side until they do.
    /// Consumables never appear in StoreKit 2's entitlements.
    func verifyEntitlementParity() async -> Bool {
        var storeKit2IDs: Set<String> = []
        for await result in Transaction.currentEntitlements {
            switch result {
            case .verified(let transaction):
                storeKit2IDs.insert(transaction.productID)
            case .unverified(let transaction, let error):
                print("StoreKit 2: unverified entitlement \(transaction.productID): \(error)")
            }
        }
        let legacyIDs: Set<String> = Set(owned)
        if storeKit2IDs != legacyIDs {
            print("Entitlement mismatch: StoreKit 2 \(storeKit2IDs.sorted()), StoreKit 1 \(legacyIDs.sorted())")
        }
        return storeKit2IDs == legacyIDs
    }
}
