/// The framework classes a translated class may subclass, with what a subclass overrides of
/// them under the names and types the importer gives those members. A method of the pair whose
/// selector is listed becomes an `override`; `[super sameSelector…]` inside it calls the
/// superclass. Any other superclass, and any other method a subclass would override, stays
/// outside the subset (which methods override is not known for them).
struct FrameworkSuperclass {
    /// A superclass member as Swift sees it: `draw(_:)` taking a `CGRect` (all return nothing).
    struct Member {
        var base: String
        var labels: [String]
        var parameterTypes: [String]
    }

    /// The module the Swift file must import for the superclass (`UIKit`).
    var module: String
    /// Instance methods, by selector.
    var methods: [String: Member]
    /// Designated initializers, by selector. A Swift subclass that declares one must also
    /// implement `init?(coder:)`, which these classes mark `required`.
    var initializers: [String: Member]

    static let known: [String: FrameworkSuperclass] = [
        "UIView": FrameworkSuperclass(module: "UIKit", methods: viewMethods, initializers: ["initWithFrame:": Member(base: "init", labels: ["frame"], parameterTypes: ["CGRect"])]),
        "UIViewController": FrameworkSuperclass(
            module: "UIKit",
            methods: [
                "viewDidLoad": Member(base: "viewDidLoad", labels: [], parameterTypes: []),
                "loadView": Member(base: "loadView", labels: [], parameterTypes: []),
                "viewWillAppear:": Member(base: "viewWillAppear", labels: ["_"], parameterTypes: ["Bool"]),
                "viewDidAppear:": Member(base: "viewDidAppear", labels: ["_"], parameterTypes: ["Bool"]),
                "viewWillDisappear:": Member(base: "viewWillDisappear", labels: ["_"], parameterTypes: ["Bool"]),
                "viewDidDisappear:": Member(base: "viewDidDisappear", labels: ["_"], parameterTypes: ["Bool"]),
                "viewWillLayoutSubviews": Member(base: "viewWillLayoutSubviews", labels: [], parameterTypes: []),
                "viewDidLayoutSubviews": Member(base: "viewDidLayoutSubviews", labels: [], parameterTypes: []),
                "didReceiveMemoryWarning": Member(base: "didReceiveMemoryWarning", labels: [], parameterTypes: []),
            ],
            initializers: [
                "initWithNibName:bundle:": Member(base: "init", labels: ["nibName", "bundle"], parameterTypes: ["String?", "Bundle?"])
            ]),
    ]

    /// UIKit selectors a subclass often overrides that the table does not translate: a method of
    /// the pair with one of them is refused even when its header declares it.
    static let otherOverridables: Set<String> = [
        "touchesBegan:withEvent:", "touchesMoved:withEvent:", "touchesEnded:withEvent:", "touchesCancelled:withEvent:", "canBecomeFocused",
        "canBecomeFirstResponder", "becomeFirstResponder", "resignFirstResponder", "canResignFirstResponder", "pointInside:withEvent:",
        "hitTest:withEvent:", "intrinsicContentSize", "sizeThatFits:", "layoutMarginsDidChange", "safeAreaInsetsDidChange", "traitCollectionDidChange:",
        "tintColorDidChange", "prepareForReuse", "setHighlighted:", "setSelected:", "setSelected:animated:", "setHighlighted:animated:", "setFrame:",
        "setBounds:", "setCenter:", "setHidden:", "setAlpha:", "setBackgroundColor:", "setTintColor:", "updateConstraints", "layoutSublayersOfLayer:",
        "willMoveToSuperview:", "willMoveToWindow:", "didAddSubview:", "willRemoveSubview:", "prefersStatusBarHidden", "preferredStatusBarStyle",
        "supportedInterfaceOrientations", "shouldAutorotate", "viewWillTransitionToSize:withTransitionCoordinator:", "prepareForSegue:sender:",
        "setEditing:animated:", "viewSafeAreaInsetsDidChange", "updateViewConstraints", "preferredContentSize", "title", "setTitle:", "view", "setView:",
        "layerClass", "requiresConstraintBasedLayout", "isEqual:", "hash", "copyWithZone:",
        "pressesBegan:withEvent:", "pressesEnded:withEvent:", "didUpdateFocusInContext:withAnimationCoordinator:", "preferredFocusEnvironments",
        "shouldUpdateFocusInContext:", "accessibilityLabel", "isAccessibilityElement", "drawLayer:inContext:", "encodeWithCoder:",
    ]

    /// Properties of UIView and UIViewController a subclass's property of the same name would
    /// redeclare (in Objective-C it overrides the accessors, Swift needs `override` and the same type).
    static let inheritedProperties: Set<String> = [
        "frame", "bounds", "center", "backgroundColor", "tintColor", "hidden", "alpha", "tag", "layer", "window", "superview", "subviews",
        "contentMode", "opaque", "userInteractionEnabled", "transform", "clipsToBounds", "translatesAutoresizingMaskIntoConstraints", "title", "view",
        "navigationItem", "navigationController", "tabBarItem", "tabBarController", "editing", "preferredContentSize", "parentViewController",
        "presentedViewController", "presentingViewController", "toolbarItems", "modalPresentationStyle", "definesPresentationContext", "description",
    ]

    static let viewMethods: [String: Member] = [
        "layoutSubviews": Member(base: "layoutSubviews", labels: [], parameterTypes: []),
        "drawRect:": Member(base: "draw", labels: ["_"], parameterTypes: ["CGRect"]),
        "awakeFromNib": Member(base: "awakeFromNib", labels: [], parameterTypes: []),
        "didMoveToSuperview": Member(base: "didMoveToSuperview", labels: [], parameterTypes: []),
        "didMoveToWindow": Member(base: "didMoveToWindow", labels: [], parameterTypes: []),
    ]

    /// `override func draw(_ rect: CGRect)` / `override init(frame: CGRect)`, with the
    /// definition's parameter names.
    static func declarationHead(_ member: Member, names: [String]) -> String {
        let parameters = zip(member.labels, zip(names, member.parameterTypes)).map { label, pair in
            label == pair.0 ? "\(label): \(pair.1)" : "\(label) \(pair.0): \(pair.1)"
        }
        let head = member.base == "init" ? "override init" : "override func \(member.base)"
        return head + "(" + parameters.joined(separator: ", ") + ")"
    }

    /// `super.draw(rect)` / `super.init(frame: frame)`.
    static func superCall(_ member: Member, arguments: [String]) -> String {
        let list = zip(member.labels, arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }
        return "super.\(member.base)(\(list.joined(separator: ", ")))"
    }
}
