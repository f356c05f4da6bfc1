// Product loading whose products flow into a StoreKit 1 purchase: the loading stays until the
// purchase moves too, and each shape it cannot take is reported where it is.
import StoreKit

class Shop: NSObject, SKProductsRequestDelegate {
    var products: [SKProduct] = []

    func load() {
        let request = SKProductsRequest(productIdentifiers: ["com.app.pro"])
        request.delegate = self
        request.start()
    }

    func buy(at index: Int) {
        SKPaymentQueue.default().add(SKPayment(product: products[index]))
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }
}

class Prices: NSObject, SKProductsRequestDelegate {
    var formatted: [String] = []
    var request: SKProductsRequest?

    func fetch(_ ids: Set<String>) {
        request = SKProductsRequest(productIdentifiers: ids)
        request?.delegate = self
        request?.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatted = response.products.map { product in
            formatter.locale = product.priceLocale
            return formatter.string(from: product.price) ?? ""
        }
    }
}

class Titles: NSObject, SKProductsRequestDelegate {
    var items: [SKProduct] = []

    func refresh() {
        let request = SKProductsRequest(productIdentifiers: ["com.app.tips"])
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        items = response.products
    }

    /// Read inside a string interpolation, an element's member is not renamed: the loading stays.
    func summary() -> String {
        items.map { item in "\(item.localizedTitle) (\(item.productIdentifier))" }.joined(separator: ", ")
    }
}
