// A store class whose products are only shown: its loading converts, with its caller in the app
// delegate and the view that reads its titles.
import StoreKit

final class Catalog: NSObject, SKProductsRequestDelegate {
    private var products: [SKProduct] = []

    var titles: [String] {
        products.map { $0.localizedTitle }
    }

    func loadProducts() {
        let request = SKProductsRequest(productIdentifiers: ["com.app.pro", "com.app.tips"])
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }

    func request(_ request: SKRequest, didFailWithError error: Error) {}
}
