import MigrationKit
import SourceSyntax

/// Purchase SDKs that drive StoreKit themselves. Rule: `storekit.third-party-sdk`.
///
/// The guide's "when not to migrate": such an SDK handles StoreKit internally, so a file that
/// imports one is reported and left as it is (nothing of this migration touches it), and a
/// `Package.swift` that depends on one is reported where it says so.
enum ThirdPartySDKs {
    /// Module names as imported, and the names of their packages in a manifest.
    static let modules = ["RevenueCat", "Purchases", "RevenueCatUI", "Adapty", "AdaptyUI", "Qonversion", "SwiftyStoreKit"]
    static let packages = ["purchases-ios", "adapty-sdk", "AdaptySDK", "qonversion", "SwiftyStoreKit"]

    static let advice =
        "handles StoreKit itself; check whether the SDK already uses StoreKit 2 before migrating this code yourself (nothing here was rewritten)"

    /// The import of such an SDK, if the file has one.
    static func sdkImport(in file: SourceFile) -> (module: String, token: Int)? {
        for statement in file.imports where modules.contains(statement.module) {
            return (statement.module, statement.decl.keyword)
        }
        return nil
    }

    /// Reports a manifest's dependency on such an SDK.
    static func checkManifest(_ file: SourceFile, context: MigrationContext) {
        guard file.path == "Package.swift" || file.path.hasSuffix("/Package.swift") else { return }
        for i in file.tokens.indices where file.kind(i) == .stringLiteral {
            let literal = file.text(of: i)
            if let package = packages.first(where: { literal.localizedCaseInsensitiveContains($0) }) {
                context.warn(StoreKitRule.thirdPartySDK, at: i, "this package depends on \(package), which \(advice)")
            }
        }
    }
}
