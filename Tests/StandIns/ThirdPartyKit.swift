// Stand-in for a third-party package whose types are `ObservableObject`s the project does not own.
// The migration must leave every wrapper around these types as it is.
import Combine

open class Store: ObservableObject {
    @Published public var title = ""
    public init() {}
}

public final class Router: ObservableObject {
    @Published public var path: [String] = []
    public init() {}
}

public final class ThemeManager: ObservableObject {
    @Published public var accent = "blue"
    public init() {}
}
