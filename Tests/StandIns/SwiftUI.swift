// Stand-in for the parts of SwiftUI that the observation fixtures use, so that the fixtures
// type-check on Linux. The constraints are the real ones where the migration depends on them:
// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `.environmentObject(_:)` accept only
// `ObservableObject`s; `@Bindable`, `@Environment(T.self)` and `.environment(_:)` accept only
// `@Observable` classes; `$x.name` needs a `State`, `Binding` or `Bindable` projection. The
// navigation containers, links and bar modifiers have SwiftUI's labels and argument types: a split
// view has a sidebar and a detail (and optionally a content column), toolbar items take a
// `ToolbarItemPlacement`, `toolbar(_:for:)` a `Visibility` and `ToolbarPlacement`s.
@_exported import Combine
@_exported import Foundation
@_exported import Observation

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { return fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { return fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> AnyView { AnyView(view) }
    public static func buildBlock(_ views: AnyView...) -> AnyView { AnyView(EmptyView()) }
    public static func buildOptional(_ view: AnyView?) -> AnyView { AnyView(EmptyView()) }
    public static func buildEither(first view: AnyView) -> AnyView { view }
    public static func buildEither(second view: AnyView) -> AnyView { view }
}

/// Holds dynamic properties like a view does (`@State`, `@StateObject`).
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = AnyView
    @ViewBuilder func body(content: Content) -> Body
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> AnyView { AnyView(EmptyView()) }
}

/// A view wrapping an AppKit view, reduced to the one requirement the fixtures use.
public protocol NSViewRepresentable: PrimitiveView {
    associatedtype NSViewType: AnyObject
    func makeNSView() -> NSViewType
}

/// A leaf view with a `Never` body, for the concrete controls below.
public protocol PrimitiveView: View where Body == Never {}
extension PrimitiveView {
    public var body: Never { return fatalError() }
}

public struct Text: PrimitiveView {
    public init(_ content: String) {}
    public init(verbatim content: String) {}
}

public struct Image: PrimitiveView {
    public init(systemName: String) {}
}

public struct TextField: PrimitiveView {
    public init(_ title: String, text: Binding<String>) {}
}

public struct SecureField: PrimitiveView {
    public init(_ title: String, text: Binding<String>) {}
}

public struct Toggle: PrimitiveView {
    public init(_ title: String, isOn: Binding<Bool>) {}
}

public struct Stepper: PrimitiveView {
    public init(_ title: String, value: Binding<Int>) {}
}

public struct Slider: PrimitiveView {
    public init(value: Binding<Double>) {}
}

public struct Button: PrimitiveView {
    public init(_ title: String, action: @escaping () -> Void) {}
}

public struct VStack: PrimitiveView {
    public init(@ViewBuilder content: () -> AnyView) {}
}

public struct HStack: PrimitiveView {
    public init(@ViewBuilder content: () -> AnyView) {}
}

public struct Form: PrimitiveView {
    public init(@ViewBuilder content: () -> AnyView) {}
}

public struct NavigationStack: PrimitiveView {
    public init(@ViewBuilder content: () -> AnyView) {}
}

public struct NavigationView<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct NavigationSplitView: PrimitiveView {
    public init(@ViewBuilder sidebar: () -> AnyView, @ViewBuilder detail: () -> AnyView) {}
    public init(@ViewBuilder sidebar: () -> AnyView, @ViewBuilder content: () -> AnyView, @ViewBuilder detail: () -> AnyView) {}
}

public struct NavigationLink: PrimitiveView {
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> AnyView) {}
    public init<Destination: View>(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> AnyView) {}
    public init<Destination: View, V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> AnyView) {}
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> AnyView) {}
}

public struct EditButton: PrimitiveView {
    public init() {}
}

public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { Self() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { Self() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: Self { Self() } }

public enum NavigationBarItem {
    public enum TitleDisplayMode { case automatic, inline, large }
}

public enum Visibility { case automatic, visible, hidden }

public struct ToolbarPlacement {
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement() }
    public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement() }
}

public struct ToolbarItemPlacement {
    public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var principal: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var primaryAction: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var navigationBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var navigationBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
    public static var bottomBar: ToolbarItemPlacement { ToolbarItemPlacement() }
}

public protocol ToolbarContent {}

public struct ToolbarItem: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> AnyView) {}
}

public struct AnyToolbarContent: ToolbarContent {}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> AnyToolbarContent { AnyToolbarContent() }
    public static func buildBlock(_ content: AnyToolbarContent...) -> AnyToolbarContent { AnyToolbarContent() }
}

public struct List: PrimitiveView {
    public init(@ViewBuilder content: () -> AnyView) {}
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder row: (Data.Element) -> AnyView) where Data.Element: Identifiable {}
}

public struct ForEach: PrimitiveView {
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: (Data.Element) -> AnyView) where Data.Element: Identifiable {}
}

extension View {
    public func padding() -> some View { self }
    public func navigationTitle(_ title: String) -> some View { self }
    public func navigationTitle(_ title: Text) -> some View { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func navigationBarTitle(_ title: String) -> some View { self }
    public func navigationBarTitle(_ title: Text) -> some View { self }
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    public func navigationBarItems<L: View>(leading: L) -> some View { self }
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    public func onAppear(perform action: @escaping () -> Void) -> some View { self }
    public func searchable(text: Binding<String>) -> some View { self }
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func task(_ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func task<ID: Equatable>(id: ID, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> { fatalError() }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(_ value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: Bindable<Value> { self }
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, T>) -> Binding<T> { fatalError() }
}

public struct EnvironmentValues {
    public var colorScheme: Int { 0 }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct Transaction {
    public init() {}
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct ContainerValues {
    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}
    public var wrappedValue: Value { fatalError() }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> { fatalError() }
    }
    public init(wrappedValue: ObjectType) {}
    public init(initialValue: ObjectType) {}
    public var wrappedValue: ObjectType {
        get { fatalError() }
        set {}
    }
    public var projectedValue: Wrapper { fatalError() }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@MainActor @preconcurrency
public protocol Scene {}

public struct WindowGroup: Scene {
    public init<Content: View>(@ViewBuilder content: () -> Content) {}
}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}
