import Observation

@Observable
open class Store {
    public var items: [String] = []
    @ObservationIgnored open var title = "Store"
    public init() {}
    open func reload() {}
}
