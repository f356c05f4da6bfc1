// Prices shown with a currency formatter set to each product's priceLocale: Product's
// displayPrice is that string, so the loading converts with it.
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
        var tags: [String] = []
        for product in products {
            formatter.locale = product.priceLocale
            tags.append(product.localizedTitle + " " + (formatter.string(from: product.price) ?? ""))
        }
        return tags
    }
}
