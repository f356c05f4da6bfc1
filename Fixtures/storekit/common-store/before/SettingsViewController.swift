import UIKit

final class SettingsViewController: UIViewController {
    func restoreTapped() {
        Store.shared.restore()
    }
}
