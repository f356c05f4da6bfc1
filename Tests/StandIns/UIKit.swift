// Stand-in for the part of UIKit that StoreKit code touches (scenes, where review requests and the
// offer-code sheet are shown; the application and its delegate; windows) and that the uikit
// bridges and drafts are checked against: views and view controllers with UIKit's initializers
// (a subclass that declares its own designated initializer must implement `init?(coder:)`, and
// loses `init()`), table and collection views with their data-source methods, the standard cell
// properties, labels, images, colors and Auto Layout anchors (X and Y anchors apart).
// Signatures follow the real SDK; bodies do nothing.
@_exported import Foundation

@MainActor @preconcurrency
open class UIResponder: NSObject {}

@MainActor @preconcurrency
open class UIScene: UIResponder {
    public enum ActivationState: Sendable { case unattached, foregroundActive, foregroundInactive, background }
    open var activationState: ActivationState { .foregroundActive }
    public class ConnectionOptions: NSObject {}
}

@MainActor @preconcurrency
open class UISceneSession: NSObject {}

/// The Xcode templates' SceneDelegate adopts it.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
}

@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
}

// MARK: Values

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public class var systemBlue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var systemYellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

open class UIFont: NSObject, @unchecked Sendable {
    public class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont() }
}

open class UIImage: NSObject, @unchecked Sendable {
    public init?(systemName: String) {}
    public init?(named: String) {}
}

/// UIKit's rows and items of an index path (Foundation's `IndexPath` has neither on its own).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

// MARK: Auto Layout

@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    public class func activate(_ constraints: [NSLayoutConstraint]) {}
    open var isActive = false
}

@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

// MARK: Views

@MainActor @preconcurrency
open class UIView: UIResponder {
    public override init() {}
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public static let noIntrinsicMetric: CGFloat = -1
    open var window: UIWindow? { nil }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var translatesAutoresizingMaskIntoConstraints = true
    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
    open var contentMode: ContentMode = .scaleToFill
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    open func addSubview(_ view: UIView) {}
    open func layoutSubviews() {}
    open func awakeFromNib() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

@MainActor @preconcurrency
open class UIWindow: UIView {
    open var windowScene: UIWindowScene? { nil }
    open var rootViewController: UIViewController?
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { nil }
    open func makeKeyAndVisible() {}
}

@MainActor @preconcurrency
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }
    open var isEnabled = true
    open func sendActions(for controlEvents: Event) {}
}

@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor!
    open var font: UIFont!
}

/// Like every Objective-C class, UIKit's views keep `init()` beside their own initializers.
@MainActor @preconcurrency
open class UIImageView: UIView {
    public override init() { super.init() }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(image: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var image: UIImage?
}

@MainActor @preconcurrency
open class UIButton: UIControl {}

@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {}

@MainActor @preconcurrency
open class UITextField: UIControl {
    open var text: String?
    open weak var delegate: (any UITextFieldDelegate)?
}

@MainActor @preconcurrency
open class UIScrollView: UIView {}

// MARK: Tables and collections

/// The standard cell content (`defaultContentConfiguration()`).
public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
}

@MainActor @preconcurrency
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public override init() { super.init() }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var accessoryType: AccessoryType = .none
    open var contentConfiguration: (any UIContentConfiguration)?
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor @preconcurrency
public protocol UITableViewDelegate: NSObjectProtocol {}

@MainActor @preconcurrency
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    open var rowHeight: CGFloat = 44
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open func reloadData() {}
}

@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    public override init() { super.init() }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { UIView() }
}

@MainActor @preconcurrency
open class UICollectionViewCell: UIView {}

@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    open var contentConfiguration: (any UIContentConfiguration)?
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewListCell() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func reloadData() {}
}

// MARK: View controllers

@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    open var title: String?
}

@MainActor @preconcurrency
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! = UIView()
    open var title: String?
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var navigationController: UINavigationController? { nil }
    open var preferredContentSize: CGSize = .zero
    open func viewDidLoad() {}
    open func loadView() {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func addChild(_ childController: UIViewController) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
}

@MainActor @preconcurrency
open class UIStoryboardSegue: NSObject {
    open var identifier: String? { nil }
    open var destination: UIViewController { UIViewController() }
}

@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! = UITableView()
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

@MainActor @preconcurrency
open class UICollectionViewController: UIViewController {
    open var collectionView: UICollectionView! = UICollectionView()
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

// MARK: Application

@MainActor @preconcurrency
open class UIApplication: UIResponder {
    public static var shared: UIApplication { UIApplication() }
    open var connectedScenes: Set<UIScene> { [] }
    open var delegate: (any UIApplicationDelegate)? { nil }
    public struct LaunchOptionsKey: Hashable, Sendable {
        public init(rawValue: String) {}
    }
}

@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationWillTerminate(_ application: UIApplication) {}
}
