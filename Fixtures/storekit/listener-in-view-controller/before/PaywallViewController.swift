// A screen that is its own store: it registers the observer when it loads, which happens on
// each visit, and it lets purchases promoted on the App Store through.
import StoreKit
import UIKit

final class PaywallViewController: UIViewController, SKProductsRequestDelegate, SKPaymentTransactionObserver {
    var products: [SKProduct] = []
    var unlocked = false

    override func viewDidLoad() {
        super.viewDidLoad()
        SKPaymentQueue.default().add(self)
        let request = SKProductsRequest(productIdentifiers: ["com.app.lifetime"])
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }

    func buy(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions where transaction.transactionState == .purchased {
            unlocked = true
            queue.finishTransaction(transaction)
        }
    }

    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool {
        true
    }
}
