import MigrationKit
import SourceSyntax

/// XCTest ran every synchronous test on the main thread, one at a time. Swift Testing runs tests on
/// a pool of threads, in parallel. A test that touches UIKit/AppKit/SwiftUI objects, or a project
/// type isolated to the main actor, relied on the first; the suite becomes `@MainActor`, which puts
/// it back (its synchronous tests then run one at a time on the main actor).
enum MainActorSuites {
    /// UI types that must be used on the main thread.
    static let uiTypes: Set<String> = [
        "UIApplication", "UIViewController", "UIView", "UIWindow", "UINib", "UIStoryboard", "UITableView",
        "UICollectionView", "UINavigationController", "UITabBarController", "UIHostingController", "UIScreen",
        "UIPasteboard", "UIAlertController", "UILabel", "UIButton", "UITextField", "UITextView", "UIImageView",
        "UIScrollView", "UIStackView", "NSApplication", "NSViewController", "NSView", "NSWindow", "NSNib", "NSStoryboard",
        "NSHostingController", "NSHostingView", "NSWindowController", "NSTableView", "NSTextField", "NSTextView",
        "WKWebView", "ImageRenderer",
    ]

    /// The first name that ties the suite to the main actor: a UI type, a `…View`/`…ViewController`
    /// of UIKit or AppKit, or a project type declared `@MainActor`.
    static func reason(identifiers: Set<String>, mainActorTypes: Set<String>) -> String? {
        identifiers.sorted().first { name in
            uiTypes.contains(name) || isPlatformViewType(name) || mainActorTypes.contains(name)
        }
    }

    /// `UISwitch`, `NSSplitViewController`: UIKit or AppKit view and controller types.
    static func isPlatformViewType(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS"), name.count > 2, name.dropFirst(2).first?.isUppercase == true else { return false }
        return ["View", "ViewController", "Controller", "Window", "Button", "Label", "Cell"].contains { name.hasSuffix($0) }
    }
}
