// The offer-code sheet takes no scene and returns at once; its replacement needs a scene and is
// async throws: reported, not rewritten.
import StoreKit

final class Offers {
    func redeem() {
        SKPaymentQueue.default().presentCodeRedemptionSheet()
    }
}
