// The guide's product loading: an SKProductsRequest answered by the same type's delegate methods.
import StoreKit

class Store: NSObject {
    var products: [Product] = []

    func loadProducts() async throws {
        products = try await Product.products(for: ["com.app.premium", "com.app.monthly"])
        // Update UI on main thread
    }
}
