// Embeds SettingsView (SwiftUI) in a UIKit screen, written by swift-migrate bridge --hosting.
import SwiftUI
import UIKit

extension UIViewController {
    /// Adds SettingsView as a child view controller that fills `container` (this view controller's
    /// view when nil) and returns its hosting controller.
    /// `sizingOptions`: `.intrinsicContentSize` lets Auto Layout size the hosted view from its
    /// SwiftUI content; `.preferredContentSize` keeps `preferredContentSize` current (popovers, sheets);
    /// after the content changes size, call `hosting.view.invalidateIntrinsicContentSize()`.
    /// Inside a UINavigationController, do not wrap SettingsView in a NavigationStack (two bars).
    @available(iOS 16.0, *)
    @discardableResult
    func embedSettingsView(
        _ rootView: SettingsView,
        in container: UIView? = nil,
        sizingOptions: UIHostingControllerSizingOptions = []
    ) -> UIHostingController<SettingsView> {
        let hosting = UIHostingController(rootView: rootView)
        hosting.sizingOptions = sizingOptions
        let container: UIView = container ?? view
        addChild(hosting)
        container.addSubview(hosting.view)
        hosting.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            hosting.view.topAnchor.constraint(equalTo: container.topAnchor),
            hosting.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            hosting.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            hosting.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        hosting.didMove(toParent: self)
        return hosting
    }
}
