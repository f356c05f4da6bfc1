// SwiftUI's bridges to UIKit (representables, the hosting controller) and the list, grid and
// layout views the uikit drafts use. Same module as SwiftUI.swift. The representables keep the
// real associated-type relations: make…, update… and sizeThatFits name one view type, and
// `context.coordinator` has the type `makeCoordinator()` returns.
import UIKit

// MARK: Bridges

@MainActor @preconcurrency
public protocol UIViewRepresentable: PrimitiveView {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
}

@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: PrimitiveView {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
}

public struct ProposedViewSize: Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public var rootView: Content { fatalError() }
    public var sizingOptions: UIHostingControllerSizingOptions = []
}

// MARK: Lists, grids, layout

extension List {
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: (Data.Element) -> AnyView) {}
}

extension ForEach {
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> AnyView) {}
}

public struct ScrollView: PrimitiveView {
    public init(@ViewBuilder content: () -> AnyView) {}
}

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil) {}
}

public struct LazyVGrid: PrimitiveView {
    public init(columns: [GridItem], spacing: CGFloat? = nil, @ViewBuilder content: () -> AnyView) {}
}

public enum HorizontalAlignment: Sendable { case leading, center, trailing }

extension VStack {
    public init(alignment: HorizontalAlignment, @ViewBuilder content: () -> AnyView) {}
}

public struct Spacer: PrimitiveView {
    public init() {}
}

extension Image {
    public init(uiImage: UIImage) {}
}

public struct Font: Sendable {
    public static let body = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let caption = Font()
}

public protocol ShapeStyle {}
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension View {
    public func font(_ font: Font?) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
}
