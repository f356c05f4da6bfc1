import SwiftUI
import UIKit

final class ProfileViewController: UIViewController {
    private let header = ProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
    }

    @IBAction func openSettings(_ sender: Any) {
        present(UIHostingController(rootView: SettingsView()), animated: true)
    }
}

final class ProfileHeaderView: UIView {}

final class ItemListViewController: UITableViewController {}
