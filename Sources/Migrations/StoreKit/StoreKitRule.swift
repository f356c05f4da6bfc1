import MigrationKit

/// Every rule of the storekit migration, with the file that holds its code.
enum StoreKitRule: String, MigrationRule {
    /// `ReviewRequests.swift`
    case requestReview = "storekit.request-review"
    /// `OfferCodeSheet.swift`
    case offerCodeSheet = "storekit.offer-code-sheet"
    /// `ThirdPartySDKs.swift`
    case thirdPartySDK = "storekit.third-party-sdk"
    /// `ProductLoading.swift`
    case productLoading = "storekit.product-loading"
    /// `ProductLoading.swift` (the renames on values that became `Product`)
    case productMembers = "storekit.product-members"
    /// `ProductLoading.swift` (callers of a loading method that became `async`)
    case loadingCaller = "storekit.loading-caller"
    /// `StoreKit1Leftovers.swift`
    case purchase = "storekit.purchase"
    /// `StoreKit1Leftovers.swift`
    case observer = "storekit.observer"
    /// `StoreKit1Leftovers.swift`
    case restore = "storekit.restore"
    /// `StoreKit1Leftovers.swift`
    case receipt = "storekit.receipt"
    /// `StoreKit1Leftovers.swift`
    case promotedPurchase = "storekit.promoted-purchase"
    /// `PhasedPlan.swift`, `PurchaseSystem.swift`, `StoreKit2Companion.swift`, `PhaseSteps.swift`
    case phased = "storekit.phased"
    /// `ProductIDTracer.swift`, `PhasedPlan.swift`
    case productIDs = "storekit.product-ids"
    /// `StoreKit2Lint.swift`
    case unfinishedTransaction = "storekit.unfinished-transaction"
    /// `StoreKit2Lint.swift`
    case noUpdatesListener = "storekit.no-updates-listener"
    /// `StoreKit2Lint.swift`
    case unverifiedIgnored = "storekit.unverified-ignored"
    /// `StoreKit2Lint.swift`
    case mixedRestore = "storekit.mixed-restore"

    var summary: String {
        switch self {
        case .requestReview:
            "`SKStoreReviewController.requestReview(in: scene)` → `AppStore.requestReview(in: scene)` (iOS 16); `requestReview()` without a scene is reported."
        case .offerCodeSheet:
            "`presentCodeRedemptionSheet()` is reported: its replacement `AppStore.presentOfferCodeRedeemSheet(in:)` needs a scene and is async throws (iOS 16)."
        case .thirdPartySDK:
            "A file importing RevenueCat, Adapty, Qonversion or SwiftyStoreKit (or a manifest depending on one) is reported and left as it is."
        case .productLoading:
            "An `SKProductsRequest` started in a method and answered by the same type's delegate methods → `async` loading with `Product.products(for:)`; other shapes are reported."
        case .productMembers:
            "On values that became `Product`: `productIdentifier` → `id`, `localizedTitle` → `displayName`, `localizedDescription` → `description`, a currency formatter over `priceLocale`/`price` → `displayPrice`, the subscription period and intro offer chains whose type stays."
        case .loadingCaller:
            "A fire-and-forget call of a loading method that became `async` → `Task { try? await … }`."
        case .purchase:
            "`SKPaymentQueue.default().add(SKPayment(…))` is reported with the StoreKit 2 purchase to write by hand."
        case .observer:
            "A transaction observer added to the payment queue is reported: StoreKit 2 needs a `Transaction.updates` listener started at launch."
        case .restore:
            "`restoreCompletedTransactions()` is reported: StoreKit 2 restores with `AppStore.sync()` and `Transaction.currentEntitlements`."
        case .receipt:
            "Receipt reads (`appStoreReceiptURL`, `/verifyReceipt`) are reported: entitlements come from `Transaction.currentEntitlements`, servers use the App Store Server API."
        case .promotedPurchase:
            "`paymentQueue(_:shouldAddStorePayment:for:)` (promoted in-app purchases) is reported with StoreKit 2's `PurchaseIntent.intents` loop (iOS 16.4), to keep until that loop is written."
        case .phased:
            "The StoreKit 1 types of one purchase system that the in-place rules cannot convert (or every one, with `--set storekit.mode=phased`) get one `<Type>+StoreKit2.swift` companion beside the observer's type, and the rollout's phase 2–4 steps are reported where they apply."
        case .productIDs:
            "Product ids a StoreKit 1 request is made with that cannot be traced to literals, constants or enum cases in the code are reported; the companion then takes them as an argument."
        case .unfinishedTransaction:
            "A verified transaction from a purchase or `Transaction.updates` that the function never finishes is reported."
        case .noUpdatesListener:
            "StoreKit 2 purchases in a project that never iterates `Transaction.updates` are reported."
        case .unverifiedIgnored:
            "`guard case .verified(…) = result else { continue }` (and `if case .verified` without `else`) silently drops unverified transactions: reported."
        case .mixedRestore:
            "`restoreCompletedTransactions()` in a file that already uses StoreKit 2 is reported."
        }
    }
}
