import UIKit
import Testing

@MainActor
final class ProfileScreenTests {
    var controller: UIViewController

    init() {
        controller = UIViewController()
        controller.loadViewIfNeeded()
    }

    isolated deinit {
        controller.view.removeFromSuperview()
    }

    @Test func titleIsEmpty() {
        #expect(controller.title == nil)
    }
}
