// Loading with a failure handler, work after the products arrive, element reads that have a
// Product namesake of the same type, and a fire-and-forget caller.
import StoreKit

final class Catalog: NSObject {
    private(set) var items = [Product]()
    var lastError: Error?
    var onChange: (() -> Void)?

    func refresh() async {
        do {
            // Keep what the store sent.
            self.items = try await Product.products(for: Set(["pro", "tips"]))
            lastError = nil
            DispatchQueue.main.async {
                self.onChange?()
            }
        } catch let failure {
            lastError = failure
            print("loading failed: \(failure)")
        }
    }

    var titles: [String] {
        items.map { $0.displayName }
    }

    var isEmpty: Bool { items.isEmpty }

    func summary() -> String {
        var lines: [String] = []
        for item in items {
            lines.append(item.id + ": " + item.description)
        }
        return lines.joined(separator: "\n") + " (" + String(items.count) + ")"
    }

    func start() {
        Task { await refresh() }
    }
}
