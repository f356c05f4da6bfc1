import UIKit

struct Item {
    var title: String
}

// The guide's delegate pattern, as a view controller to bridge into SwiftUI.
protocol ItemSelectionDelegate: AnyObject {
    func didSelectItem(_ item: Item)
    func didDeselectItem(_ item: Item)
}

class ItemPickerViewController: UIViewController {
    weak var delegate: ItemSelectionDelegate?
    var allowsMultipleSelection = false
    let items: [Item]

    init(items: [Item], completion: @escaping ([Item]) -> Void) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func selectItem(_ item: Item) {
        delegate?.didSelectItem(item)
    }
}
