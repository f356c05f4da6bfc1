// The commonest loader: the request kept in a property, as StoreKit 1 requires, named like the
// delegate method and its parameter. Product.products(for:) needs no request: the property goes.
import StoreKit

final class ProductStore: NSObject, SKProductsRequestDelegate {
    private var productsRequest: SKProductsRequest?
    var products: [SKProduct] = []

    func loadProducts() {
        productsRequest = SKProductsRequest(productIdentifiers: ["com.app.pro"])
        productsRequest?.delegate = self
        productsRequest?.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }

    func request(_ request: SKRequest, didFailWithError error: Error) {}
}
