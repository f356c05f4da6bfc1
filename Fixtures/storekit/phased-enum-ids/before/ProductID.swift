// The app's product ids, as an enum with raw values, declared apart from the store.
enum ProductID: String, CaseIterable {
    case monthly = "com.app.plus.monthly"
    case yearly = "com.app.plus.yearly"
    case lifetime
}
