// A store class whose products are only shown: its loading converts, with its caller in the app
// delegate and the view that reads its titles.
import StoreKit

final class Catalog: NSObject {
    private var products: [Product] = []

    var titles: [String] {
        products.map { $0.displayName }
    }

    func loadProducts() async throws {
        products = try await Product.products(for: ["com.app.pro", "com.app.tips"])
    }
}
