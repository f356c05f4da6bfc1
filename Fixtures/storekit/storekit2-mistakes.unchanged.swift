// The guide's common StoreKit 2 mistakes, reported where they are.
import StoreKit

final class Store {
    var purchased: Set<String> = []

    func unlockContent(for productID: String) {
        purchased.insert(productID)
    }

    func buy(_ product: Product) async throws {
        let result = try await product.purchase()
        if case .success(let verification) = result {
            let transaction = try checkVerified(verification)
            unlockContent(for: transaction.productID)
        }
    }

    func refresh() async {
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result else {
                continue
            }
            purchased.insert(transaction.productID)
        }
    }

    func restore() async throws {
        try await AppStore.sync()
        SKPaymentQueue.default().restoreCompletedTransactions()
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
