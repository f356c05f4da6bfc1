import MigrationKit
import SourceSyntax

/// A class or protocol declaration with the file that holds it.
struct DeclaredType: Sendable {
    var file: SourceFile
    var decl: Decl

    var name: String { file.simpleTypeName(of: decl) ?? "" }
    /// The first inherited name of a class: its superclass, or its first protocol (the syntax
    /// cannot tell them apart; UIKit screens always name their superclass first).
    var superclass: String? { file.inheritedNames(of: decl).first.map(TypeName.simple) }
    var line: Int { file.location(ofToken: decl.keyword).line }
}

/// Finds the classes and protocols of the project by name: from the index in a migration run,
/// from the parsed inputs in the `bridge` command.
struct TypeLookup: Sendable {
    /// Every declaration of each name, in the order the files were given (an app with a Mac and
    /// an iOS target may declare a name twice).
    private var types: [String: [DeclaredType]]
    /// The extensions of each name, in the same order.
    private var extensions: [String: [DeclaredType]] = [:]

    init(files: [SourceFile]) {
        var types: [String: [DeclaredType]] = [:]
        var extensions: [String: [DeclaredType]] = [:]
        for file in files {
            for decl in file.allDeclarations where [.classDecl, .protocolDecl, .structDecl, .enumDecl, .extensionDecl].contains(decl.kind) {
                guard let name = file.simpleTypeName(of: decl) else { continue }
                if decl.kind == .extensionDecl {
                    guard UIKitMigration.mayHoldListMethods(file), UIKitMigration.holdsListMethods(decl, in: file) else { continue }
                    extensions[name, default: []].append(DeclaredType(file: file, decl: decl))
                } else {
                    types[name, default: []].append(DeclaredType(file: file, decl: decl))
                }
            }
        }
        self.types = types
        self.extensions = extensions
    }

    /// From declarations by name, extensions among them.
    init(types: [String: [DeclaredType]]) {
        var declared: [String: [DeclaredType]] = [:]
        for (name, all) in types {
            for type in all {
                if type.decl.kind == .extensionDecl { extensions[name, default: []].append(type) } else { declared[name, default: []].append(type) }
            }
        }
        self.types = declared
    }

    /// The extensions of the name, wherever they are.
    func extensions(of name: String) -> [DeclaredType] { extensions[TypeName.simple(name)] ?? [] }

    /// The first declaration of the name.
    func type(named name: String) -> DeclaredType? { types[TypeName.simple(name)]?.first }

    /// Every declaration of the name.
    func types(named name: String) -> [DeclaredType] { types[TypeName.simple(name)] ?? [] }

    var all: [DeclaredType] { types.values.flatMap { $0 } }

    /// The UIKit class at the root of `name`'s superclass chain (`UITableViewController` for a
    /// subclass of a project's own table controller), or nil when a class on the way is neither in
    /// the project nor UIKit's.
    func uikitBase(of name: String) -> String? {
        var current = TypeName.simple(name)
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if ScreenKind.isUIKitName(current) { return current }
            guard let declared = type(named: current), declared.decl.kind == .classDecl, let next = declared.superclass else { return nil }
            current = next
        }
        return nil
    }
}

/// What kind of screen a UIKit class is, from the UIKit class it derives from.
enum ScreenKind: String, Sendable {
    case viewController = "view controller"
    case tableViewController = "table view controller"
    case collectionViewController = "collection view controller"
    case view
    case cell

    static func isUIKitName(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.count > 2 && name.dropFirst(2).first?.isUppercase == true
    }

    /// UIKit views whose names do not end in `View` (controls, labels, bars and the like).
    static let otherViews: Set<String> = [
        "UIControl", "UIButton", "UILabel", "UITextField", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIPageControl", "UIWindow", "UIRefreshControl",
        "UIDatePicker", "UIColorWell",
    ]

    /// The kind for a UIKit base class, or nil for one that is no screen (a hosting controller is
    /// SwiftUI already; gesture recognizers, layouts and the like are not shown).
    init?(uikitBase base: String) {
        switch base {
        case "UITableViewController": self = .tableViewController
        case "UICollectionViewController": self = .collectionViewController
        case "UIHostingController": return nil
        case _ where base.hasSuffix("Cell"): self = .cell
        case _ where base.hasSuffix("ViewController") || base.hasSuffix("Controller") && base != "UIPresentationController":
            self = .viewController
        case _ where base.hasSuffix("View") || Self.otherViews.contains(base): self = .view
        default: return nil
        }
    }

    var isViewController: Bool { self == .viewController || self == .tableViewController || self == .collectionViewController }
}

/// A screen as the report shows it: one UIViewController or UIView subclass.
struct Screen: Sendable {
    var type: DeclaredType
    var kind: ScreenKind
    var uikitBase: String
    var lines: Int
    var outlets: [Outlet]
    /// Why the screen comes from a storyboard or xib, when the code says so.
    var interfaceBuilderEvidence: String?
    /// The delegate and data-source protocols it adopts (in its declaration or an extension in its file).
    var protocols: [String]
    /// The protocols of its own delegate properties (`weak var delegate: RatingViewDelegate?`).
    var delegateTypes: [String]
    /// The storyboards and xibs that make it.
    var scenes: [InterfaceBuilderScenes.Place]

    struct Outlet: Sendable {
        var name: String
        var token: Int
        /// `@IBOutlet var x: T!`: used before the nib connects it, it crashes.
        var implicitlyUnwrapped: Bool
    }

    var name: String { type.name }

    /// The screen `decl` declares, or nil when it is no UIKit screen.
    static func read(_ type: DeclaredType, lookup: TypeLookup, scenes: InterfaceBuilderScenes) -> Screen? {
        guard type.decl.kind == .classDecl, let superclass = type.superclass, let base = lookup.uikitBase(of: superclass),
            let kind = ScreenKind(uikitBase: base)
        else { return nil }
        let file = type.file
        let decl = type.decl
        let members = decl.flattenedMembers
        let outlets = members.filter { $0.kind == .variableDecl && file.hasAttribute("IBOutlet", $0) }.compactMap { member -> Outlet? in
            guard let binding = member.bindings.first, let name = binding.pattern.first.map({ file.text(of: $0) }) else { return nil }
            let type = binding.type.map { file.text($0).trimmingCharacters(in: .whitespaces) } ?? ""
            return Outlet(name: name, token: binding.pattern.lowerBound, implicitlyUnwrapped: type.hasSuffix("!"))
        }
        let places = scenes.places(of: type.name)
        let evidence: String?
        if let first = places.first {
            evidence = "made by \(first.description)" + (places.count > 1 ? " and \(places.count - 1) more" : "")
        } else if !outlets.isEmpty {
            evidence = "\(outlets.count) outlet\(outlets.count == 1 ? "" : "s")"
        } else if members.contains(where: { $0.kind == .funcDecl && file.hasAttribute("IBAction", $0) }) {
            evidence = "actions"
        } else if Initializers.coderOnly(type) {
            evidence = "init?(coder:) only"
        } else if members.contains(where: { $0.kind == .funcDecl && file.name(of: $0) == "awakeFromNib" }) {
            evidence = "awakeFromNib"
        } else {
            evidence = nil
        }
        let start = file.location(ofToken: decl.tokens.lowerBound).line
        let end = file.location(ofToken: max(decl.tokens.upperBound - 1, decl.tokens.lowerBound)).line
        return Screen(
            type: type, kind: kind, uikitBase: base, lines: end - start + 1, outlets: outlets, interfaceBuilderEvidence: evidence,
            protocols: adoptedProtocols(of: type), delegateTypes: delegateTypes(of: type), scenes: places)
    }

    /// The types of its `…Delegate`/`…DataSource` properties, in order.
    static func delegateTypes(of type: DeclaredType) -> [String] {
        let file = type.file
        var seen: Set<String> = []
        return type.decl.flattenedMembers.compactMap { member -> String? in
            guard member.kind == .variableDecl, !file.isTypeLevel(member), let written = member.bindings.first?.type else { return nil }
            let name = TypeName.simple(file.text(written).trimmingCharacters(in: .whitespaces))
            return (name.hasSuffix("Delegate") || name.hasSuffix("DataSource")) && seen.insert(name).inserted ? name : nil
        }
    }

    /// `…Delegate` and `…DataSource` protocols named by the class or by an extension of it in its file.
    static func adoptedProtocols(of type: DeclaredType) -> [String] {
        let file = type.file
        var names = file.inheritedNames(of: type.decl).dropFirst().map { $0 }
        for decl in file.allDeclarations where decl.kind == .extensionDecl && file.simpleTypeName(of: decl) == type.name {
            names += file.inheritedNames(of: decl)
        }
        var seen: Set<String> = []
        return names.map(TypeName.simple).filter { ($0.hasSuffix("Delegate") || $0.hasSuffix("DataSource")) && seen.insert($0).inserted }
    }
}
