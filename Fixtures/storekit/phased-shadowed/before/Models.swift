// The shop's own catalogue model is called Product, as StoreKit 2's is.
struct Product {
    let name: String
    let productID: String
}
