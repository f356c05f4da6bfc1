// A tip jar: consumable products, bought again and again; nothing to restore or entitle.
import StoreKit

final class TipJar: NSObject, SKProductsRequestDelegate, SKPaymentTransactionObserver {
    static let shared = TipJar()

    var tips: [SKProduct] = []

    override init() {
        super.init()
        SKPaymentQueue.default().add(self)
    }

    func loadTips() {
        let request = SKProductsRequest(productIdentifiers: ["com.app.tip.small", "com.app.tip.large"])
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        tips = response.products
    }

    func leaveTip(_ tip: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: tip))
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions where transaction.transactionState != .purchasing {
            queue.finishTransaction(transaction)
        }
    }
}
