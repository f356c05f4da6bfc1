import UIKit
import XCTest

final class ProfileScreenTests: XCTestCase {
    var controller: UIViewController!

    override func setUp() {
        super.setUp()
        controller = UIViewController()
        controller.loadViewIfNeeded()
    }

    override func tearDown() {
        controller.view.removeFromSuperview()
        super.tearDown()
    }

    func testTitleIsEmpty() {
        XCTAssertNil(controller.title)
    }
}
