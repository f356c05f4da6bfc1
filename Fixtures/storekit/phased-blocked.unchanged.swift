// A generic StoreKit 1 observer cannot get a companion extension (a generic type cannot hold
// static stored properties), nor can one declared inside #if: each is reported, nothing is generated.
import StoreKit

final class Observer<Receipt>: NSObject, SKPaymentTransactionObserver {
    var receipts: [Receipt] = []

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            queue.finishTransaction(transaction)
        }
    }
}

#if os(iOS)
final class ConditionalStore: NSObject, SKPaymentTransactionObserver {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            queue.finishTransaction(transaction)
        }
    }
}
#endif
