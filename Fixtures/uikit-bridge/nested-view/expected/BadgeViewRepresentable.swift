// A SwiftUI bridge for BadgeView (Badges.swift), written by swift-migrate bridge;
// it belongs in BadgeView's module.
import SwiftUI
import UIKit

/// BadgeView in SwiftUI. The initializer's parameters reach it once, when it is made; the
/// properties it needs set (`!`) are required; each other property is optional: nil leaves its
/// own value, and a value is set when it is made and again on every update that changes it.
struct BadgeViewRepresentable: UIViewRepresentable {
    var shape: Badges.Shape? = nil
    var sizes: [Badges.BadgeView.Size]? = nil

    func makeUIView(context: Context) -> Badges.BadgeView {
        let uiView = Badges.BadgeView()
        if let shape { uiView.shape = shape }
        if let sizes { uiView.sizes = sizes }
        return uiView
    }

    func updateUIView(_ uiView: Badges.BadgeView, context: Context) {
        if let shape, uiView.shape != shape { uiView.shape = shape }
        if let sizes, uiView.sizes != sizes { uiView.sizes = sizes }
    }
}
