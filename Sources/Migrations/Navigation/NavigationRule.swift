import MigrationKit

/// Every rule of the navigation migration, with the file that holds its code.
enum NavigationRule: String, MigrationRule {
    /// `NavigationContainers.swift`
    case stack = "navigation.stack"
    /// `NavigationContainers.swift`
    case splitView = "navigation.split-view"
    /// `NavigationContainers.swift` (the style modifier of a rewritten container, and one no rewrite consumed)
    case viewStyle = "navigation.view-style"
    /// `BarModifiers.swift`
    case title = "navigation.title"
    /// `BarModifiers.swift`
    case barItems = "navigation.bar-items"
    /// `BarModifiers.swift`
    case barHidden = "navigation.bar-hidden"
    /// `LegacyLinks.swift`
    case linkIsActive = "navigation.link-is-active"
    /// `LegacyLinks.swift`
    case linkSelection = "navigation.link-selection"
    /// `NavigationMigration.swift` (a project type or method that shadows a SwiftUI name)
    case shadowed = "navigation.shadowed"

    var summary: String {
        switch self {
        case .stack:
            "`NavigationView { oneView }` → `NavigationStack { oneView }`; other shapes are reported."
        case .splitView:
            "`NavigationView { sidebar; detail }` (two or three views, default or `.columns` style) → `NavigationSplitView { … } detail: { … }` (`content:` for three)."
        case .viewStyle:
            "The `.navigationViewStyle(…)` of a rewritten `NavigationView` goes with it; one that no rewrite consumed is reported (it has no effect on `NavigationStack`/`NavigationSplitView`)."
        case .title:
            "`.navigationBarTitle(x)` → `.navigationTitle(x)`; with `displayMode: m`, followed by `.navigationBarTitleDisplayMode(m)`."
        case .barItems:
            "`.navigationBarItems(leading:trailing:)` → `.toolbar { ToolbarItem(placement: …) { … } }` (`.topBarLeading`/`.topBarTrailing` from iOS 17, else `.navigationBarLeading`/`.navigationBarTrailing`)."
        case .barHidden:
            "`.navigationBarHidden(b)` → `.toolbar(b ? .hidden : .visible, for: .navigationBar)` (a literal `true`/`false` picks one)."
        case .linkIsActive:
            "`NavigationLink(destination:isActive:)` is reported with the `navigationDestination(isPresented:)` shape for that site."
        case .linkSelection:
            "`NavigationLink(destination:tag:selection:)` is reported with the `NavigationLink(value:)` + `navigationDestination(for:)` shape for that site."
        case .shadowed:
            "A file whose project declares its own type or method named like a SwiftUI navigation API is left alone and reported."
        }
    }
}
