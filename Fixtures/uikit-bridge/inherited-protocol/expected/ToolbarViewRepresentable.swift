// A SwiftUI bridge for ToolbarView (ToolbarView.swift), written by swift-migrate bridge;
// it belongs in ToolbarView's module.
import SwiftUI
import UIKit

/// ToolbarView in SwiftUI. The initializer's parameters reach it once, when it is made; the
/// properties it needs set (`!`) are required; each other property is optional: nil leaves its
/// own value, and a value is set when it is made and again on every update that changes it.
struct ToolbarViewRepresentable: UIViewRepresentable {
    var title: String? = nil

    func makeUIView(context: Context) -> ToolbarView {
        let uiView = ToolbarView()
        if let title { uiView.title = title }
        return uiView
    }

    func updateUIView(_ uiView: ToolbarView, context: Context) {
        if let title, uiView.title != title { uiView.title = title }
    }
}
