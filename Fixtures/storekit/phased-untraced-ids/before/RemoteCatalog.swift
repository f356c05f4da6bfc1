// Product ids that arrive from a server: they cannot be traced in the code, so the companion's
// loadProducts(for:) takes them, and no record of purchases is found to compare with.
import Foundation
import StoreKit

struct CatalogResponse: Decodable {
    var productIDs: [String]
}

final class RemoteCatalog: NSObject, SKProductsRequestDelegate, SKPaymentTransactionObserver {
    var products: [SKProduct] = []
    var onPurchase: ((String) -> Void)?

    func load(from data: Data) throws {
        let response = try JSONDecoder().decode(CatalogResponse.self, from: data)
        let request = SKProductsRequest(productIdentifiers: Set(response.productIDs))
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }

    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions where transaction.transactionState == .purchased {
            onPurchase?(transaction.payment.productIdentifier)
            queue.finishTransaction(transaction)
        }
    }
}
