// A file that uses a purchase SDK is left as it is, StoreKit 1 code included.
import RevenueCat
import StoreKit

final class Paywall {
    @MainActor func review(in scene: UIWindowScene) {
        SKStoreReviewController.requestReview(in: scene)
    }

    func restore() {
        SKPaymentQueue.default().restoreCompletedTransactions()
    }
}
