// A currency formatter with a setting of its own (no fraction digits): its output is not
// displayPrice, so the loading stays, reported (this case runs in in-place mode).
import StoreKit

final class PriceTags: NSObject, SKProductsRequestDelegate {
    private var products: [SKProduct] = []

    func load() {
        let request = SKProductsRequest(productIdentifiers: ["com.app.monthly", "com.app.yearly"])
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }

    func tags() -> [String] {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.maximumFractionDigits = 0
        var tags: [String] = []
        for product in products {
            formatter.locale = product.priceLocale
            tags.append(product.localizedTitle + " " + (formatter.string(from: product.price) ?? ""))
        }
        return tags
    }
}
