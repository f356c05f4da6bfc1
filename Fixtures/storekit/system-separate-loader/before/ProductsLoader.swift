// A loader that names no other StoreKit 1 type: its products reach the observer's purchase
// through a screen. It is part of the one purchase system all the same (one companion).
import StoreKit

final class ProductsLoader: NSObject, SKProductsRequestDelegate {
    private var request: SKProductsRequest?
    var products: [SKProduct] = []
    var onLoad: (([SKProduct]) -> Void)?

    func load() {
        request = SKProductsRequest(productIdentifiers: ["com.app.pro", "com.app.yearly"])
        request?.delegate = self
        request?.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
        onLoad?(response.products)
    }
}
