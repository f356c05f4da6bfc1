import Observation

@Observable
open class Store {
    public var items: [String] = []
    public var title = "Store"
    public init() {}
    open func reload() {}
}
