// A SwiftUI bridge for RatingView (RatingView.swift), written by swift-migrate bridge;
// it belongs in RatingView's module.
import SwiftUI
import UIKit

/// RatingView in SwiftUI. The initializer's parameters reach it once, when it is made; the
/// properties it needs set (`!`) are required; each other property is optional: nil leaves its
/// own value, and a value is set when it is made and again on every update that changes it.
struct RatingViewRepresentable: UIViewRepresentable {
    var maximum: Int
    var spacing: CGFloat = 4
    var rating: Int? = nil
    var highlightColor: UIColor? = nil
    var size: RatingSize? = nil
    var style: RatingStyle? = nil
    var formatter: RatingFormatter? = nil
    var accessibilityFormatter: RatingFormatter? = nil
    var onLongPress: (() -> Void)? = nil
    // RatingViewDelegate, forwarded by the coordinator.
    var onRatingViewDidChangeRating: ((RatingView, Int) -> Void)? = nil
    var onRatingViewDidCancel: ((RatingView) -> Void)? = nil

    func makeUIView(context: Context) -> RatingView {
        let uiView = RatingView(maximum: maximum, spacing: spacing)
        uiView.delegate = context.coordinator
        if let rating { uiView.rating = rating }
        if let highlightColor { uiView.highlightColor = highlightColor }
        if let size { uiView.size = size }
        if let style { uiView.style = style }
        if let formatter { uiView.formatter = formatter }
        if let accessibilityFormatter { uiView.accessibilityFormatter = accessibilityFormatter }
        return uiView
    }

    func updateUIView(_ uiView: RatingView, context: Context) {
        context.coordinator.onRatingViewDidChangeRating = onRatingViewDidChangeRating
        context.coordinator.onRatingViewDidCancel = onRatingViewDidCancel
        if let rating, uiView.rating != rating { uiView.rating = rating }
        if let highlightColor, uiView.highlightColor != highlightColor { uiView.highlightColor = highlightColor }
        if let size, uiView.size != size { uiView.size = size }
        if let style, uiView.style != style { uiView.style = style }
        if let onLongPress { uiView.onLongPress = onLongPress }
    }

    /// The view's intrinsic content size; an axis without one takes what SwiftUI proposes.
    @available(iOS 16.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: RatingView, context: Context) -> CGSize? {
        let intrinsic = uiView.intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? (proposal.width ?? 0) : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? (proposal.height ?? 0) : intrinsic.height)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, RatingViewDelegate {
        var onRatingViewDidChangeRating: ((RatingView, Int) -> Void)?
        var onRatingViewDidCancel: ((RatingView) -> Void)?

        func ratingView(_ ratingView: RatingView, didChangeRating rating: Int) {
            onRatingViewDidChangeRating?(ratingView, rating)
        }

        func ratingViewDidCancel(_ ratingView: RatingView) {
            onRatingViewDidCancel?(ratingView)
        }
    }
}
