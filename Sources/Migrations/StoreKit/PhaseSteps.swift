/// The phased rollout's steps as messages, each at the StoreKit 1 code it is about, naming the
/// generated companion (`PhasedPlan`): phase 1 is the companion itself, phase 2 moves each use to
/// it, phase 3 checks that both APIs agree, phase 4 removes StoreKit 1.
enum PhaseSteps {
    /// At the type: what was generated and what the rollout asks next.
    static func companion(_ companion: PhasedPlan.Companion) -> String {
        let type = companion.type
        let made =
            companion.generates
            ? "phase 1: StoreKit 2 code for `\(type)` is generated beside it in \(companion.fileName) (`\(type).StoreKit2`: products, purchase(_:), listenForTransactions(), updateEntitlements(), restore()); nothing calls it yet and this StoreKit 1 code keeps running"
            : "phase 1: \(companion.fileName) is already there and is kept as it is"
        let parity =
            companion.legacy.map {
                "phase 3: call verifyEntitlementParity(), which compares StoreKit 2's entitlements with \(StoreKit2Companion.legacyDescription($0)), until it holds"
            }
            ?? (companion.looksConsumable
                ? "phase 3: nothing to compare for consumables, which have no entitlements"
                : "phase 3: compare StoreKit 2's purchasedProductIDs with the app's own record of purchases (none was found that the code can compare automatically)")
        let why = companion.inPlaceBlocker.map { "purchase, observer and restore not rewritten in place: \($0); " } ?? ""
        let system =
            companion.members.isEmpty
            ? "" : "; it serves the whole purchase system: \(companion.members.map { "`\($0)`" }.joined(separator: ", ")) too, whose steps name it"
        let launch = companion.launch.map { ", its listenForTransactions() started once at launch in \($0.description)" } ?? ", its listenForTransactions() started once at launch"
        let keep = companion.promotedPurchase.map {
            " (keep paymentQueue(_:shouldAddStorePayment:for:), \(fileName($0.path)):\($0.line), until a `PurchaseIntent.intents` loop replaces it)"
        } ?? ""
        let consumables =
            companion.looksConsumable
            ? "; its products look like consumables (tips, coins): StoreKit 2's entitlements, restore() and a parity check do not apply to them (`product.type == .consumable`, the companion's `consumables`), only purchase(_:) and the listener do"
            : ""
        return why + made + system + consumables + "; phase 2: keep one `\(type).StoreKit2` for the app's lifetime\(launch), and move each use reported at the StoreKit 1 calls; " + parity
            + "; phase 4: remove SKPaymentTransactionObserver, SKProductsRequestDelegate, the SKPaymentQueue calls and receipt reads" + keep
    }

    /// At another type of the system: where its StoreKit 2 side is.
    static func member(_ name: String, of companion: PhasedPlan.Companion) -> String {
        let why =
            companion.joinedLoaders.contains(name)
            ? "it only loads products, and every purchase of them ends at that system's observer, the project's only one" : "code links them"
        return "phase 1: `\(name)` is part of the purchase system of `\(companion.type)` (\(why)), so its StoreKit 2 side is `\(companion.type).StoreKit2` in "
            + "\(companion.fileName), one for the whole system; phase 2: move each use reported at its StoreKit 1 calls to that one instance"
    }

    private static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// At `paymentQueue(_:shouldAddStorePayment:for:)`.
    static func promotedPurchase(_ companion: PhasedPlan.Companion?) -> String {
        let purchase = companion.map { "`try await storeKit2.purchase(intent.product)` (`\($0.type).StoreKit2`, \($0.fileName))" } ?? "`try await intent.product.purchase()` (then verify and finish)"
        return "promoted in-app purchase (started on the App Store): in StoreKit 2, iterate `PurchaseIntent.intents` for the app's lifetime from launch (`for await intent in PurchaseIntent.intents { … }` with \(purchase) in it; iOS 16.4, macOS 14.4); keep this method until that loop is written, and do not remove it with the rest of StoreKit 1 in phase 4 before"
    }

    static func purchase(_ companion: PhasedPlan.Companion) -> String {
        "phase 2: buy with `try await storeKit2.purchase(product)` (`\(companion.type).StoreKit2`, \(companion.fileName); `product` one of its `products`) and move the observer's .purchased/.failed/.deferred handling to its result (a transaction, or nil when cancelled or pending); phase 4: remove this StoreKit 1 purchase"
    }

    static func observer(_ companion: PhasedPlan.Companion, _ registration: ObserverRegistration) -> String {
        let names = "(`\(companion.type).StoreKit2`, \(companion.fileName))"
        let start =
            registration.atLaunch
            ? "start `Task { await storeKit2.listenForTransactions() }` here, once \(names), when purchases move to StoreKit 2"
            : "when purchases move to StoreKit 2, start `Task { await storeKit2.listenForTransactions() }` \(names): " + registration.elsewhere
        return "phase 2: \(start); phase 4: remove this observer (both APIs share one queue, so keep it until then)"
    }

    static func restore(_ companion: PhasedPlan.Companion) -> String {
        "phase 2: restore with `try await storeKit2.restore()` (`\(companion.type).StoreKit2`, \(companion.fileName): AppStore.sync(), then the entitlements); the restored transactions no longer arrive at the observer; phase 4: remove this call"
    }

    static func receipt(_ companion: PhasedPlan.Companion) -> String {
        "phase 2: where this code decides which products are active, call `await storeKit2.updateEntitlements()` and read `storeKit2.purchasedProductIDs` instead (`\(companion.type).StoreKit2`, \(companion.fileName)); where it sends the receipt to a server, send each transaction's `jwsRepresentation` instead and verify that on the server; where it reads the app's own purchase (original version or date), use `AppTransaction.shared` (iOS 16); phase 4: remove this receipt read"
    }

    static func loading(_ companion: PhasedPlan.Companion) -> String {
        let load = companion.ids == nil ? "loadProducts(for: ids)" : "loadProducts()"
        return
            "phase 2: load with `try await storeKit2.\(load)` and read its `products` (`\(companion.type).StoreKit2`, \(companion.fileName)); phase 4: remove this request and its delegate methods"
    }

    static func untracedIDs(_ untraced: PhasedPlan.UntracedIDs, fileName: String) -> String {
        "the product ids of this request come from `\(untraced.expression)`, which is not traced to string literals, constants or enum cases in the code (a parameter, a server response or a file?): \(fileName)'s loadProducts(for:) takes them as an argument"
    }
}
