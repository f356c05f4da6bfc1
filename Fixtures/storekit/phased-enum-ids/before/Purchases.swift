// A StoreKit 1 store whose ids are enum cases and whose observer records purchases in
// UserDefaults under each product id: the companion traces the raw values and compares its
// entitlements with those flags.
import StoreKit

final class Purchases: NSObject, SKProductsRequestDelegate, SKPaymentTransactionObserver {
    private var productIdentifiers: [ProductID] {
        [.monthly, .yearly]
    }
    private var available: [SKProduct] = []

    func requestProducts() {
        let request = SKProductsRequest(productIdentifiers: Set(productIdentifiers.map { $0.rawValue }))
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        available = response.products
    }

    func buy(_ id: ProductID) {
        guard let product = available.first(where: { $0.productIdentifier == id.rawValue }) else { return }
        let payment = SKMutablePayment(product: product)
        SKPaymentQueue.default().add(payment)
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions where transaction.transactionState == .purchased || transaction.transactionState == .restored {
            UserDefaults.standard.set(true, forKey: transaction.payment.productIdentifier)
            queue.finishTransaction(transaction)
        }
    }
}
