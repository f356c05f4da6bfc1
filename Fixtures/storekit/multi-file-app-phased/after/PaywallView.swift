import StoreKit
import SwiftUI

struct PaywallView: View {
    let store: Store

    var body: some View {
        VStack {
            Button(store.products.first?.localizedTitle ?? "Premium") {
                if let product = store.products.first {
                    store.buy(product)
                }
            }
            Button("Restore") {
                store.restore()
            }
        }
    }
}

final class ReviewPrompt {
    @MainActor func ask(in scene: UIWindowScene) {
        AppStore.requestReview(in: scene)
    }
}
