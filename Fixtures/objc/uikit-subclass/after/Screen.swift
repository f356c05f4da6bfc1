import Foundation
import UIKit

@objc(Screen)
@objcMembers
class Screen: UIViewController {
    var appeared: Bool = false

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.appeared = true
    }
}
