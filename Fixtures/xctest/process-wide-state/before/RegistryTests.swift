import XCTest
@testable import SampleKit

final class RegistryTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Settings.reset()
    }

    func testRegistersOnce() {
        Settings.register("parser")
        XCTAssertEqual(Settings.registered, ["parser"])
    }
}

extension RegistryTests {
    func testStartsEmpty() {
        XCTAssertTrue(Settings.registered.isEmpty)
    }
}
