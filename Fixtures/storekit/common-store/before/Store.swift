// The commonest store: the observer in an extension in the class's file, restored purchases
// handled with bought ones in one case, the restore called from a screen. It converts in place:
// the restore keeps its signature and runs the shared work for each current entitlement.
import StoreKit

final class Store: NSObject {
    static let shared = Store()
    private(set) var unlocked: Set<String> = []

    func buy(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func restore() {
        SKPaymentQueue.default().restoreCompletedTransactions()
    }
}

extension Store: SKPaymentTransactionObserver {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased, .restored:
                // Unlock content
                unlocked.insert(transaction.payment.productIdentifier)
                queue.finishTransaction(transaction)
            case .failed:
                queue.finishTransaction(transaction)
            case .deferred, .purchasing:
                // Waiting: Ask to Buy, or the purchase sheet
                break
            @unknown default:
                break
            }
        }
    }

    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {}
}
