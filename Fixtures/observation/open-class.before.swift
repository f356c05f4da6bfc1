import Combine

open class Store: ObservableObject {
    @Published open var items: [String] = []
    open var title = "Store"
    public init() {}
    open func reload() {}
}
