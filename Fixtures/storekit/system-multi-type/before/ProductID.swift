// The product ids live in other types (a caseless enum with a nested one) and in a top-level constant.
let removeAdsID = "com.app.removeads"

enum ProductID {
    static let pro = "com.app.pro"

    enum Subscriptions {
        static let monthly = "com.app.monthly"
    }
}
