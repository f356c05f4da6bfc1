// The guide's StoreKit 2 code (purchase, listener, entitlements, restore): nothing to report.
import StoreKit

final class Store {
    var products: [Product] = []
    var activeSubscriptions: Set<String> = []
    var purchasedProducts: Set<String> = []

    func loadProducts() async throws {
        products = try await Product.products(for: ["com.app.premium", "com.app.monthly"])
    }

    func purchase(_ product: Product) async throws {
        let result = try await product.purchase()

        switch result {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            // Unlock content
            await transaction.finish()

        case .userCancelled:
            break

        case .pending:
            // Ask-to-Buy or SCA: waiting for external action
            break

        @unknown default:
            break
        }
    }

    func listenForTransactions() async {
        for await result in Transaction.updates {
            do {
                let transaction = try checkVerified(result)
                await updateEntitlements()
                await transaction.finish()
            } catch {
                print("Transaction failed verification: \(error)")
            }
        }
    }

    func updateEntitlements() async {
        var activeSubscriptions: Set<String> = []
        var purchasedProducts: Set<String> = []

        for await result in Transaction.currentEntitlements {
            switch result {
            case .verified(let transaction):
                switch transaction.productType {
                case .autoRenewable:
                    activeSubscriptions.insert(transaction.productID)
                case .nonConsumable:
                    purchasedProducts.insert(transaction.productID)
                default:
                    break
                }
            case .unverified(let transaction, let error):
                print("Unverified transaction \(transaction.productID): \(error)")
            }
        }

        self.activeSubscriptions = activeSubscriptions
        self.purchasedProducts = purchasedProducts
    }

    func restorePurchases() async throws {
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
