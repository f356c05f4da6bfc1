import UIKit

// A storyboard scene: its outlets are connected by the storyboard, so a bridge that makes it in
// code would leave them nil.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var avatarView: UIImageView?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Profile"
    }
}
