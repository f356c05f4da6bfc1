// A SwiftUI bridge for FeedViewController (Feed.swift), written by swift-migrate bridge;
// it belongs in FeedViewController's module.
import SwiftUI
import UIKit

/// FeedViewController in SwiftUI. The initializer's parameters reach it once, when it is made; the
/// properties it needs set (`!`) are required; each other property is optional: nil leaves its
/// own value, and a value is set when it is made and again on every update that changes it.
struct FeedViewControllerRepresentable: UIViewControllerRepresentable {
    var service: FeedService
    var headline: String? = nil

    func makeUIViewController(context: Context) -> FeedViewController {
        let uiViewController = FeedViewController(service: service)
        if let headline { uiViewController.headline = headline }
        return uiViewController
    }

    func updateUIViewController(_ uiViewController: FeedViewController, context: Context) {
        if let headline, uiViewController.headline != headline { uiViewController.headline = headline }
    }
}
