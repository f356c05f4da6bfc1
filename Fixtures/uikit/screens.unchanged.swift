import UIKit

protocol ProfileHeaderDelegate: AnyObject {
    func profileHeaderDidTapAvatar(_ header: ProfileHeaderView)
}

// A view made in code: a bridge can be generated.
final class ProfileHeaderView: UIView {
    weak var delegate: ProfileHeaderDelegate?
    var name: String = ""

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 88)
    }
}

// A storyboard scene: outlets, init?(coder:) from the storyboard.
final class LoginViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField?

    @IBAction func logIn(_ sender: Any) {}
}

// Made only from a nib.
final class BadgeView: UIView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
