// The product ids live in another type: a caseless enum with a nested one.
enum ProductID {
    static let pro = "com.app.pro"

    enum Subscriptions {
        static let monthly = "com.app.monthly"
    }
}
