import MigrationKit

/// The guide's six systems and the modern-architecture baseline: what each counts, the OS its new
/// framework needs, and which migration ids carry it out. A registered migration no system names
/// gets a system of its own, so its dry run is never left out of an assessment.
public struct SystemDefinition: Sendable {
    public var id: String
    public var title: String
    public var minimum: PlatformVersions
    /// Migrations (by id) that carry out this system's move.
    public var migrationIDs: [String]
    /// Metric keys (`<system>.<name>`) with their labels, in display order.
    public var metrics: [(key: String, label: String, isWork: Bool)]

    public init(
        id: String, title: String, minimum: PlatformVersions, migrationIDs: [String], metrics: [(key: String, label: String, isWork: Bool)]
    ) {
        self.id = id
        self.title = title
        self.minimum = minimum
        self.migrationIDs = migrationIDs
        self.metrics = metrics
    }

    public func label(of key: String) -> String {
        if let known = metrics.first(where: { $0.key == key }) { return known.label }
        if key.hasPrefix(SystemCatalog.combineOperatorPrefix) { return "Combine .\(key.dropFirst(SystemCatalog.combineOperatorPrefix.count))" }
        return key
    }

    public func isWork(_ key: String) -> Bool {
        metrics.first(where: { $0.key == key })?.isWork ?? key.hasPrefix(SystemCatalog.combineOperatorPrefix)
    }
}

public enum SystemCatalog {
    /// `observation.combine.<operator>`: one metric per Combine operator found.
    static let combineOperatorPrefix = "observation.combine."

    /// The minimums are the guide's ("Min:" in its decision tree and each chapter's "When NOT to
    /// Migrate"): SwiftUI is limited before iOS 15, `NavigationStack` needs iOS 16.
    public static let systems: [SystemDefinition] = [
        SystemDefinition(
            id: "xctest", title: "XCTest → Swift Testing", minimum: PlatformVersions(), migrationIDs: ["xctest"],
            metrics: [
                ("xctest.test-classes", "XCTestCase classes", true), ("xctest.tests", "test methods", false),
                ("xctest.assertions", "XCTAssert*/XCTFail/XCTUnwrap/XCTSkip calls", true), ("xctest.expectations", "expectations and waits", true),
                ("xctest.ui-tests", "UI test classes (XCUIApplication)", false), ("xctest.performance-tests", "measure { } blocks", false),
            ]),
        SystemDefinition(
            id: "observation", title: "ObservableObject/Combine → Observation",
            minimum: PlatformVersions([.iOS: Version(17), .macOS: Version(14), .tvOS: Version(17), .watchOS: Version(10)]),
            migrationIDs: ["observation"],
            metrics: [
                ("observation.observable-objects", "ObservableObject types", true), ("observation.published", "@Published properties", true),
                ("observation.wrappers", "@StateObject/@ObservedObject/@EnvironmentObject", true),
                ("observation.combine-files", "files importing Combine", false),
            ]),
        SystemDefinition(
            id: "storekit", title: "StoreKit 1 → StoreKit 2", minimum: PlatformVersions([.iOS: Version(15), .macOS: Version(12)]),
            migrationIDs: ["storekit"],
            metrics: [
                ("storekit.references", "StoreKit 1 type and API references", true),
                ("storekit.observers", "transaction observers and request delegates", true),
                ("storekit.receipts", "appStoreReceiptURL reads", true),
            ]),
        SystemDefinition(
            id: "coredata", title: "Core Data → SwiftData", minimum: PlatformVersions([.iOS: Version(17), .macOS: Version(14)]),
            migrationIDs: ["coredata"],
            metrics: [
                ("coredata.entities", "model entities", true), ("coredata.attributes", "model attributes", false),
                ("coredata.relationships", "model relationships", false),
                ("coredata.managed-object-classes", "NSManagedObject subclasses", true),
                ("coredata.fetch-requests", "fetch requests (NSFetchRequest, @FetchRequest)", true),
                ("coredata.predicates", "NSPredicate(format:) calls", true),
                ("coredata.stacks", "persistent containers", true), ("coredata.contexts", "NSManagedObjectContext references", false),
            ]),
        SystemDefinition(
            id: "baseline", title: "Modern baseline (navigation, concurrency)",
            minimum: PlatformVersions([.iOS: Version(16), .macOS: Version(13)]),
            migrationIDs: ["navigation", "concurrency"],
            metrics: [
                ("baseline.navigation-views", "NavigationView", true),
                ("baseline.bound-links", "NavigationLink(isActive:/tag:)", true),
                ("baseline.gcd", "GCD (DispatchQueue, DispatchGroup, DispatchSemaphore)", true),
                ("baseline.operation-queues", "OperationQueue", true),
                ("baseline.completion-handlers", "functions taking an @escaping completion", true),
            ]),
        SystemDefinition(
            id: "uikit", title: "UIKit → SwiftUI", minimum: PlatformVersions([.iOS: Version(15)]), migrationIDs: ["uikit"],
            metrics: [
                ("uikit.view-controllers", "UIViewController subclasses", true), ("uikit.views", "UIView subclasses", true),
                ("uikit.storyboards", "storyboards", false), ("uikit.scenes", "storyboard scenes", true), ("uikit.xibs", "xibs", true),
                ("uikit.hosting", "UIHostingController uses (already bridged)", false),
                ("uikit.representables", "UIViewRepresentable/UIViewControllerRepresentable types", false),
                ("uikit.bridgeable", "screens `swift-migrate bridge` can bridge", false),
                ("uikit.drafts", "list screens drafted in SwiftUI (new files)", false),
            ]),
        SystemDefinition(
            id: "objc", title: "Objective-C → Swift", minimum: PlatformVersions(), migrationIDs: [],
            metrics: [
                ("objc.implementation-files", ".m/.mm files", true), ("objc.headers", ".h files", false), ("objc.lines", "lines", false),
                ("objc.classes", "@implementation classes", false), ("objc.interfaces", "@interface classes", false),
                ("objc.bridged-headers", "headers the bridging header exposes", false),
                ("objc.pointer-declarations", "pointer declarations in headers", false),
                ("objc.annotated-pointers", "… of them with nullability", false),
            ]),
    ]

    /// The systems for an assessment: the catalog, then one per registered migration that no
    /// system names (its id as the system id; a migration named like a system joins it).
    public static func systems(for migrations: [any Migration]) -> [SystemDefinition] {
        var result = systems
        let claimed = Set(systems.flatMap(\.migrationIDs))
        for migration in migrations where !claimed.contains(migration.id) {
            if let index = result.firstIndex(where: { $0.id == migration.id }) {
                result[index].migrationIDs.append(migration.id)
            } else {
                result.append(
                    SystemDefinition(
                        id: migration.id, title: migration.summary, minimum: migration.minimumDeployment, migrationIDs: [migration.id], metrics: []))
            }
        }
        return result
    }
}
