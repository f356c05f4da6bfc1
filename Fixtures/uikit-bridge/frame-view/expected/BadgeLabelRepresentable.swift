// A SwiftUI bridge for BadgeLabel (BadgeLabel.swift), written by swift-migrate bridge;
// it belongs in BadgeLabel's module.
import SwiftUI
import UIKit

/// BadgeLabel in SwiftUI. The initializer's parameters reach it once, when it is made; the
/// properties it needs set (`!`) are required; each other property is optional: nil leaves its
/// own value, and a value is set when it is made and again on every update that changes it.
struct BadgeLabelRepresentable: UIViewRepresentable {
    var count: Int? = nil
    var context: String? = nil

    func makeUIView(context bridgeContext: Context) -> BadgeLabel {
        let uiView = BadgeLabel(frame: .zero)
        if let count { uiView.count = count }
        if let context { uiView.context = context }
        return uiView
    }

    func updateUIView(_ uiView: BadgeLabel, context bridgeContext: Context) {
        if let count, uiView.count != count { uiView.count = count }
        if let context, uiView.context != context { uiView.context = context }
    }
}
