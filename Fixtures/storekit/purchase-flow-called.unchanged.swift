// The guide's purchase shape, but a paywall calls it with an SKProduct: the argument cannot follow
// the method to StoreKit 2, so nothing moves in place (this case runs in in-place mode).
import StoreKit

class Store: NSObject, SKPaymentTransactionObserver {
    var products: [SKProduct] = []

    func purchase(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased:
                queue.finishTransaction(transaction)
            default:
                break
            }
        }
    }
}

final class Paywall {
    let store = Store()

    func buyFirst() {
        if let product = store.products.first {
            store.purchase(product)
        }
    }
}
