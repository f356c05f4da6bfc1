import MigrationKit

/// Every rule of the uikit migration and the `bridge` command, with the file that holds its code.
enum UIKitRule: String, MigrationRule {
    /// `UIKitMigration.swift` (the report line of each screen), `Screens.swift`
    case screen = "uikit.screen"
    /// `RepresentableWriter.swift`, `Initializers.swift`, `DelegateForwarding.swift`
    case bridge = "uikit.bridge"
    /// `HostingWriter.swift`
    case hosting = "uikit.hosting"
    /// `ListDraft.swift`, `ListDraftWriter.swift`
    case draft = "uikit.draft"

    var summary: String {
        switch self {
        case .screen:
            "The report line of a UIViewController or UIView subclass no bridge can be generated for: size, outlets, storyboard or xib origin, delegate protocols, why there is no bridge, whether a draft was written (a note; nothing is rewritten)."
        case .bridge:
            "The report line of a screen `swift-migrate bridge TYPE` can bridge; that command writes a `UIViewRepresentable`/`UIViewControllerRepresentable` for it (initializer parameters, settable properties, a coordinator forwarding its delegate protocols to closures, `sizeThatFits`) and reports what cannot be mirrored."
        case .hosting:
            "`swift-migrate bridge --hosting VIEW`: a `UIViewController` helper that embeds the SwiftUI view in a `UIHostingController` as a child, with sizing options and its closures for data coming back."
        case .draft:
            "A `UITableViewController`/`UICollectionViewController` whose rows show one array with the standard cell properties gets a new `<Screen>View.swift`: a `List`/`LazyVGrid` with the same row content, selection as a closure, lifecycle code as `.task`/`.onAppear`/`.onDisappear`."
        }
    }
}
