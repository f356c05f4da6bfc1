import XCTest

final class LaunchTests: XCTestCase {
    func testLaunch() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["Settings"].exists)
    }

    func testLaunchPerformance() {
        measure { XCUIApplication().launch() }
    }
}
