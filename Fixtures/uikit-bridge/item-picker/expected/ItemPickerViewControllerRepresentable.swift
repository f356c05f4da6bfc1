// A SwiftUI bridge for ItemPickerViewController (ItemPicker.swift), written by swift-migrate bridge;
// it belongs in ItemPickerViewController's module.
import SwiftUI
import UIKit

/// ItemPickerViewController in SwiftUI. The initializer's parameters reach it once, when it is made; the
/// properties it needs set (`!`) are required; each other property is optional: nil leaves its
/// own value, and a value is set when it is made and again on every update that changes it.
struct ItemPickerViewControllerRepresentable: UIViewControllerRepresentable {
    var items: [Item]
    var completion: ([Item]) -> Void
    var model: PickerModel
    var router: Router
    var allowsMultipleSelection: Bool? = nil
    // ItemSelectionDelegate, forwarded by the coordinator.
    var onDidSelectItem: ((Item) -> Void)? = nil
    var onDidDeselectItem: ((Item) -> Void)? = nil

    func makeUIViewController(context: Context) -> ItemPickerViewController {
        let uiViewController = ItemPickerViewController(items: items, completion: completion)
        uiViewController.delegate = context.coordinator
        uiViewController.model = model
        uiViewController.router = router
        if let allowsMultipleSelection { uiViewController.allowsMultipleSelection = allowsMultipleSelection }
        return uiViewController
    }

    func updateUIViewController(_ uiViewController: ItemPickerViewController, context: Context) {
        context.coordinator.onDidSelectItem = onDidSelectItem
        context.coordinator.onDidDeselectItem = onDidDeselectItem
        if let allowsMultipleSelection, uiViewController.allowsMultipleSelection != allowsMultipleSelection { uiViewController.allowsMultipleSelection = allowsMultipleSelection }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, ItemSelectionDelegate {
        var onDidSelectItem: ((Item) -> Void)?
        var onDidDeselectItem: ((Item) -> Void)?

        func didSelectItem(_ item: Item) {
            onDidSelectItem?(item)
        }

        func didDeselectItem(_ item: Item) {
            onDidDeselectItem?(item)
        }
    }
}
