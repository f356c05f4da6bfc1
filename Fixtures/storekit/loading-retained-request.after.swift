// The commonest loader: the request kept in a property, as StoreKit 1 requires, named like the
// delegate method and its parameter. Product.products(for:) needs no request: the property goes.
import StoreKit

final class ProductStore: NSObject {
    var products: [Product] = []

    func loadProducts() async throws {
        products = try await Product.products(for: ["com.app.pro"])
    }
}
