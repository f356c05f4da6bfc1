// A StoreKit 1 shop in an app with its own `Product`: the companion names StoreKit's types
// `StoreKit.Product`, `StoreKit.Transaction`, so they are not the app's.
import StoreKit

final class Shop: NSObject, SKPaymentTransactionObserver {
    var catalogue: [Product] = []

    func buy(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions where transaction.transactionState == .purchased {
            queue.finishTransaction(transaction)
        }
    }
}
