/// A label attached to a note.
public struct Tag: Hashable {
    public let name: String

    public init(_ name: String) { self.name = name }
}

/// A reported problem with a note.
public struct Issue: Equatable {
    public let title: String

    public init(title: String) { self.title = title }
}
