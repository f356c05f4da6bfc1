// More of SwiftUI's views and modifiers, the ones Xcode's app templates use (navigation, lists
// with deletion, toolbars, animation, localized and formatted text). Same module as SwiftUI.swift.

public struct Animation: Sendable {
    public static var `default`: Animation { Animation() }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

/// SwiftUI takes `ReferenceConvertible` values with a `Formatter`; Linux's `Date` is not
/// `ReferenceConvertible`, so the stand-in names the types it accepts.
public protocol FormatterSubject {}
extension Date: FormatterSubject {}
extension NSNumber: FormatterSubject {}

/// A string literal with `\(value, formatter:)` interpolations, as `Text` takes it.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject: FormatterSubject>(_ subject: Subject, formatter: Formatter) {}
        public mutating func appendInterpolation<T>(_ value: T) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

extension Text {
    public init(_ key: LocalizedStringKey) {}
    public init<Subject: FormatterSubject>(_ subject: Subject, formatter: Formatter) {}
}

public struct NavigationView: PrimitiveView {
    public init(@ViewBuilder content: () -> AnyView) {}
}

public struct NavigationLink: PrimitiveView {
    public init(@ViewBuilder destination: () -> AnyView, @ViewBuilder label: () -> AnyView) {}
}

public struct EditButton: PrimitiveView {
    public init() {}
}

public struct Label: PrimitiveView {
    public init(_ title: LocalizedStringKey, systemImage name: String) {}
}

extension Button {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> AnyView) {}
}

public struct ToolbarItemPlacement: Sendable {
    public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var navigationBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var navigationBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
}

public protocol ToolbarContent {}

public struct ToolbarItem: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> AnyView) {}
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock(_ items: any ToolbarContent...) -> [any ToolbarContent] { items }
}

extension View {
    public func toolbar(@ToolbarContentBuilder content: () -> [any ToolbarContent]) -> some View { self }
}

extension ForEach {
    /// `onDelete` is on `DynamicViewContent`, which `ForEach` is.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
}
