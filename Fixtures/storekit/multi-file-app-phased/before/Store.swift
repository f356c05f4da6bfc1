// A store class that loads, sells and restores with StoreKit 1: its products flow into purchases,
// which arrive at the observer, so nothing moves on its own; each piece is reported with what it
// becomes in StoreKit 2.
import StoreKit

final class Store: NSObject, SKProductsRequestDelegate, SKPaymentTransactionObserver {
    static let shared = Store()

    var products: [SKProduct] = []
    var purchased: Set<String> = []

    func loadProducts() {
        let request = SKProductsRequest(productIdentifiers: ["com.app.premium", "com.app.monthly"])
        request.delegate = self
        request.start()
    }

    func buy(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func restore() {
        SKPaymentQueue.default().restoreCompletedTransactions()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }

    func request(_ request: SKRequest, didFailWithError error: Error) {}

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchased, .restored:
                purchased.insert(transaction.payment.productIdentifier)
                queue.finishTransaction(transaction)
            case .failed:
                queue.finishTransaction(transaction)
            default:
                break
            }
        }
    }
}
