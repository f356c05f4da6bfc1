// Subscription members of loaded products whose StoreKit 2 chain has the same type: the
// period's length, its unit and the intro offer's mode compared with a case, the offer's presence.
import StoreKit

final class Plans: NSObject, SKProductsRequestDelegate {
    private var products: [SKProduct] = []

    func load() {
        let request = SKProductsRequest(productIdentifiers: ["com.app.monthly", "com.app.yearly"])
        request.delegate = self
        request.start()
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        products = response.products
    }

    func monthlyPlanIDs() -> [String] {
        var ids: [String] = []
        for plan in products {
            if plan.subscriptionPeriod?.unit == .month && plan.subscriptionPeriod?.numberOfUnits == 1 {
                ids.append(plan.productIdentifier)
            }
        }
        return ids
    }

    var hasFreeTrial: Bool {
        products.contains { $0.introductoryPrice?.paymentMode == .freeTrial }
    }

    var offersSomething: Bool {
        products.contains { $0.introductoryPrice != nil }
    }

    var longestIntro: Int {
        var longest = 0
        for plan in products {
            longest = max(longest, plan.introductoryPrice?.numberOfPeriods ?? 0)
        }
        return longest
    }
}
