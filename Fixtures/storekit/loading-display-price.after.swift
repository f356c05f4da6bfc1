// Prices shown with a currency formatter set to each product's priceLocale: Product's
// displayPrice is that string, so the loading converts with it.
import StoreKit

final class PriceTags: NSObject {
    private var products: [Product] = []

    func load() async throws {
        products = try await Product.products(for: ["com.app.monthly", "com.app.yearly"])
    }

    func tags() -> [String] {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        var tags: [String] = []
        for product in products {
            tags.append(product.displayName + " " + (product.displayPrice))
        }
        return tags
    }
}
