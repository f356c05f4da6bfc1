// The guide's purchase: the observer's outcome for a purchase moves into the StoreKit 2 result's
// branches and into a listener of StoreKit 2 updates; the restore becomes AppStore.sync().
import StoreKit

class Store: NSObject {
    static let shared = Store()
    var unlocked: Set<String> = []

    func purchase(_ product: Product) async throws {
        let result = try await product.purchase()
        switch result {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            // Validate receipt, unlock content
            unlocked.insert(transaction.productID)
            await transaction.finish()
        case .userCancelled:
            break
        case .pending:
            // Ask-to-Buy: waiting for parent approval
            break
        @unknown default:
            break
        }
    }

    func restorePurchases() {
        Task {
            try await AppStore.sync()
        }
    }

    func listenForTransactions() async {
        for await result in Transaction.updates {
            do {
                let transaction = try checkVerified(result)
                // Validate receipt, unlock content
                unlocked.insert(transaction.productID)
                await transaction.finish()
            } catch {
                print("Unverified transaction: \(error)")
            }
        }
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
