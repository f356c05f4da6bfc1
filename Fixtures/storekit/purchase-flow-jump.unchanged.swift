// The guide's shape, but .purchased leaves early with `break`: in the StoreKit 2 switch that would
// skip the finish, so nothing moves in place (this case runs in in-place mode).
import StoreKit

class Store: NSObject, SKPaymentTransactionObserver {
    var unlocked: Set<String> = []
    var enabled = true

    func purchase(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased:
                if !enabled { break }
                unlocked.insert(transaction.payment.productIdentifier)
                queue.finishTransaction(transaction)
            default:
                break
            }
        }
    }

    func start() {
        SKPaymentQueue.default().add(self)
    }
}
