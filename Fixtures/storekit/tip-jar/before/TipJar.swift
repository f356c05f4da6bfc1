// A tip jar in a framework: consumable products, bought again and again; nothing to restore or
// entitle. The type is public, so its companion is too (the app target starts the listener).
import StoreKit

public final class TipJar: NSObject, SKProductsRequestDelegate, SKPaymentTransactionObserver {
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

    public func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        tips = response.products
    }

    func leaveTip(_ tip: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: tip))
    }

    public func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions where transaction.transactionState != .purchasing {
            queue.finishTransaction(transaction)
        }
    }
}
