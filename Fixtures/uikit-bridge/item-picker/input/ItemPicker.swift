import UIKit

struct Item {
    var title: String
}

// The guide's delegate pattern, as a view controller to bridge into SwiftUI.
protocol ItemSelectionDelegate: AnyObject {
    func didSelectItem(_ item: Item)
    func didDeselectItem(_ item: Item)
}

final class PickerModel {
    var query = ""
}

final class Router {}

class ItemPickerViewController: UIViewController {
    weak var delegate: ItemSelectionDelegate?
    // Set by whoever makes the screen, before it is shown: the bridge requires them.
    var model: PickerModel!
    weak var router: Router!
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
