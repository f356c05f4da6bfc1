// Stand-in for the part of UIKit that StoreKit code touches: scenes (where review requests and the
// offer-code sheet are shown), the application and its delegate, windows and view controllers.
// Signatures follow the real SDK; bodies do nothing.
@_exported import Foundation

@MainActor @preconcurrency
open class UIResponder: NSObject {}

@MainActor @preconcurrency
open class UIScene: UIResponder {
    public enum ActivationState: Sendable { case unattached, foregroundActive, foregroundInactive, background }
    open var activationState: ActivationState { .foregroundActive }
}

@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
}

@MainActor @preconcurrency
open class UIView: UIResponder {
    open var window: UIWindow? { nil }
}

@MainActor @preconcurrency
open class UIWindow: UIView {
    open var windowScene: UIWindowScene? { nil }
}

@MainActor @preconcurrency
open class UIViewController: UIResponder {
    open var view: UIView! { UIView() }
    open func viewDidLoad() {}
    open func viewDidAppear(_ animated: Bool) {}
}

@MainActor @preconcurrency
open class UIApplication: UIResponder {
    public static var shared: UIApplication { UIApplication() }
    open var connectedScenes: Set<UIScene> { [] }
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
