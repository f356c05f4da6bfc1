// A request kept in a property that other code cancels: the property stays, so the loading does.
import StoreKit

final class Catalog: NSObject, SKProductsRequestDelegate {
    var request: SKProductsRequest!
    var items: [SKProduct] = []

    func refresh() {
        request = SKProductsRequest(productIdentifiers: ["com.app.monthly"])
        request.delegate = self
        request.start()
    }

    func cancel() {
        request.cancel()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        items = response.products
    }
}
