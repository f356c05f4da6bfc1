// One purchase system over two types: this one loads and buys, StoreObserver observes and
// restores (restore() here calls it). They get one StoreKit 2 companion, beside the observer.
import StoreKit

final class StoreHelper: NSObject {
    // StoreKit 1 requires the request to be kept alive until it answers.
    private var request: SKProductsRequest!
    var products: [SKProduct] = []

    func load() {
        request = SKProductsRequest(productIdentifiers: [ProductID.pro, ProductID.Subscriptions.monthly, removeAdsID])
        request.delegate = self
        request.start()
    }

    func buy(_ product: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: product))
    }

    func restore() {
        StoreObserver.shared.restore()
    }
}

extension StoreHelper: SKProductsRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }
}
