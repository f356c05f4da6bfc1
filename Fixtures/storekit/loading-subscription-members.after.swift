// Subscription members of loaded products whose StoreKit 2 chain has the same type: the
// period's length, its unit and the intro offer's mode compared with a case, the offer's presence.
import StoreKit

final class Plans: NSObject {
    private var products: [Product] = []

    func load() async throws {
        products = try await Product.products(for: ["com.app.monthly", "com.app.yearly"])
    }

    func monthlyPlanIDs() -> [String] {
        var ids: [String] = []
        for plan in products {
            if plan.subscription?.subscriptionPeriod.unit == .month && plan.subscription?.subscriptionPeriod.value == 1 {
                ids.append(plan.id)
            }
        }
        return ids
    }

    var hasFreeTrial: Bool {
        products.contains { $0.subscription?.introductoryOffer?.paymentMode == .freeTrial }
    }

    var offersSomething: Bool {
        products.contains { $0.subscription?.introductoryOffer != nil }
    }

    var longestIntro: Int {
        var longest = 0
        for plan in products {
            longest = max(longest, plan.subscription?.introductoryOffer?.periodCount ?? 0)
        }
        return longest
    }
}
