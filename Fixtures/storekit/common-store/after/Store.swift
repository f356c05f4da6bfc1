// The commonest store: the observer in an extension in the class's file, restored purchases
// handled with bought ones in one case, the restore called from a screen. It converts in place:
// the restore keeps its signature and runs the shared work for each current entitlement.
import StoreKit

final class Store: NSObject {
    static let shared = Store()
    private(set) var unlocked: Set<String> = []

    func buy(_ product: Product) async throws {
        let result = try await product.purchase()
        switch result {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            // Unlock content
            unlocked.insert(transaction.productID)
            await transaction.finish()
        case .userCancelled:
            break
        case .pending:
            // Waiting: Ask to Buy, or the purchase sheet
            break
        @unknown default:
            break
        }
    }

    func restore() {
        Task {
            try await AppStore.sync()
            for await result in Transaction.currentEntitlements {
                do {
                    let transaction = try checkVerified(result)
                    // Unlock content
                    unlocked.insert(transaction.productID)
                } catch {
                    print("Unverified transaction: \(error)")
                }
            }
        }
    }
}

extension Store {
    func listenForTransactions() async {
        for await result in Transaction.updates {
            do {
                let transaction = try checkVerified(result)
                // Unlock content
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
