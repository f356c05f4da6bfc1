// A review request without a scene in SwiftUI views: the environment's requestReview action
// (iOS 16), which asks in the view's own scene; a request handed to a background queue stays.
import StoreKit
import SwiftUI

struct RateButton: View {
    let title: String

    var body: some View {
        Button(title) {
            SKStoreReviewController.requestReview()
        }
    }
}

struct SettingsView: View {
    var body: some View {
        VStack {
            Button("Rate us") {
                SKStoreReviewController.requestReview()
            }
            Button("Rate us later") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    SKStoreReviewController.requestReview()
                }
            }
        }
    }
}
