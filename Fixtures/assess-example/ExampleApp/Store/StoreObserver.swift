import StoreKit

final class StoreObserver: NSObject, SKPaymentTransactionObserver, SKProductsRequestDelegate {
    private var products: [SKProduct] = []

    func start() {
        SKPaymentQueue.default().add(self)
        let request = SKProductsRequest(productIdentifiers: ["com.example.pro"])
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
            validateReceipt()
            queue.finishTransaction(transaction)
        }
    }

    private func validateReceipt() {
        guard let url = Bundle.main.appStoreReceiptURL, let receipt = try? Data(contentsOf: url) else { return }
        var request = URLRequest(url: URL(string: "https://buy.itunes.apple.com/verifyReceipt")!)
        request.httpMethod = "POST"
        request.httpBody = receipt.base64EncodedData()
        URLSession.shared.dataTask(with: request).resume()
    }
}
