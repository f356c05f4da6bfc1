// A generic StoreKit 1 observer cannot get a companion extension (a generic type cannot hold
// static stored properties): it is reported, and nothing is generated.
import StoreKit

final class Observer<Receipt>: NSObject, SKPaymentTransactionObserver {
    var receipts: [Receipt] = []

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            queue.finishTransaction(transaction)
        }
    }
}
