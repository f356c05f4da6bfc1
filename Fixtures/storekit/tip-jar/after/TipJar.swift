// A tip jar in a framework: consumable products, bought again and again; nothing to restore or
// entitle. The type is public, so its companion is too (the app target starts the listener).
import StoreKit

public final class TipJar: NSObject, SKPaymentTransactionObserver {
    static let shared = TipJar()

    var tips: [Product] = []

    override init() {
        super.init()
        SKPaymentQueue.default().add(self)
    }

    func loadTips() async throws {
        tips = try await Product.products(for: ["com.app.tip.small", "com.app.tip.large"])
    }

    func leaveTip(_ tip: SKProduct) {
        SKPaymentQueue.default().add(SKPayment(product: tip))
    }

    public func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        for transaction in transactions where transaction.transactionState != .purchasing {
            queue.finishTransaction(transaction)
        }
    }
}
