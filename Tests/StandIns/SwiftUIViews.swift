// More of SwiftUI's views and modifiers, the ones Xcode's app templates use (lists with deletion,
// animation, labels, localized and formatted text; the navigation and toolbar API is in
// SwiftUI.swift). Same module as SwiftUI.swift.

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

public struct Label: PrimitiveView {
    public init(_ title: LocalizedStringKey, systemImage name: String) {}
}

extension Button {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> AnyView) {}
}

extension NavigationLink {
    /// `NavigationLink { destination } label: { label }`, as Xcode's templates write it.
    public init(@ViewBuilder destination: () -> AnyView, @ViewBuilder label: () -> AnyView) {}
}

extension ForEach {
    /// `onDelete` is on `DynamicViewContent`, which `ForEach` is.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
}
