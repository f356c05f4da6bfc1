// The observer registers in start(), which the app delegate calls at launch: that is launch code.
import StoreKit

final class IAPObserver: NSObject, SKPaymentTransactionObserver {
    static let shared = IAPObserver()
    private(set) var owned: Set<String> = []
    var onChange: (() -> Void)?

    func start() {
        SKPaymentQueue.default().add(self)
    }

    func buy(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased:
                owned.insert(transaction.payment.productIdentifier)
                onChange?()
                queue.finishTransaction(transaction)
            case .failed, .restored:
                queue.finishTransaction(transaction)
            default:
                break
            }
        }
    }
}
