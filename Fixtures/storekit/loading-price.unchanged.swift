// The guide's loading shape, but an element's price is used as an NSDecimalNumber: Product.price
// is a Decimal, so the loading stays, reported with what changes (this case runs in in-place mode).
import StoreKit

final class PriceList: NSObject, SKProductsRequestDelegate {
    var products: [SKProduct] = []

    var total: Double {
        var sum = 0.0
        for product in products {
            sum += product.price.doubleValue
        }
        return sum
    }

    func load() {
        let request = SKProductsRequest(productIdentifiers: ["com.app.a", "com.app.b"])
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }
}
