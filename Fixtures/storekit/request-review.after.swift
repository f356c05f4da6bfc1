// Review requests: with a scene the call moves to AppStore (iOS 16); without one it is reported.
import StoreKit
import UIKit

final class ReviewPrompt {
    @MainActor func ask(in scene: UIWindowScene) {
        AppStore.requestReview(in: scene)
    }

    @MainActor func askSomewhere() {
        SKStoreReviewController.requestReview()
    }

    @MainActor func ask(from controller: UIViewController) {
        if let scene = controller.view.window?.windowScene {
            AppStore.requestReview(in: scene)
        }
    }
}
