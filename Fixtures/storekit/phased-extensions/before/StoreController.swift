// The conformances in extensions, the ids behind a static member of a nested enum, purchases
// recorded in a private(set) set through a local alias of the product id: all traced.
import StoreKit

class StoreController: NSObject {
    private(set) var products = [SKProduct]()
    private(set) var purchased = Set<String>()
    private(set) var purchasing = Set<String>()

    override init() {
        super.init()
        SKPaymentQueue.default().add(self)
    }

    func fetchProducts() {
        let request = SKProductsRequest(productIdentifiers: Set(Products.allValues))
        request.delegate = self
        request.start()
    }

    func purchase(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    enum Products: String, CaseIterable {
        case groups = "com.example.groups"
        case themes = "com.example.themes"

        static var allValues: [String] {
            allCases.map { $0.rawValue }
        }
    }
}

extension StoreController: SKProductsRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }
}

extension StoreController: SKPaymentTransactionObserver {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        transactions.forEach { transaction in
            let productID = transaction.payment.productIdentifier
            switch transaction.transactionState {
            case .purchasing:
                purchasing.insert(productID)
            case .purchased, .restored:
                purchasing.remove(productID)
                purchased.insert(productID)
                queue.finishTransaction(transaction)
            default:
                purchasing.remove(productID)
                queue.finishTransaction(transaction)
            }
        }
    }
}
