// Loading with a failure handler, work after the products arrive, element reads that have a
// Product namesake of the same type, and a fire-and-forget caller.
import StoreKit

final class Catalog: NSObject, SKProductsRequestDelegate {
    private(set) var items = [SKProduct]()
    var lastError: Error?
    var onChange: (() -> Void)?

    func refresh() {
        let productsRequest = SKProductsRequest(productIdentifiers: Set(["pro", "tips"]))
        productsRequest.delegate = self
        productsRequest.start()
    }

    var titles: [String] {
        items.map { $0.localizedTitle }
    }

    var isEmpty: Bool { items.isEmpty }

    func summary() -> String {
        var lines: [String] = []
        for item in items {
            lines.append(item.productIdentifier + ": " + item.localizedDescription)
        }
        return lines.joined(separator: "\n") + " (" + String(items.count) + ")"
    }

    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
        // Keep what the store sent.
        self.items = response.products
        lastError = nil
        DispatchQueue.main.async {
            self.onChange?()
        }
    }

    func request(_ request: SKRequest, didFailWithError failure: Error) {
        lastError = failure
        print("loading failed: \(failure)")
    }

    func requestDidFinish(_ request: SKRequest) {}

    func start() {
        refresh()
    }
}
