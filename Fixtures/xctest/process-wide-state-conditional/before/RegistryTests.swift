import XCTest
@testable import SampleKit

final class RegistryTests: XCTestCase {
    func testReset() {
        Settings.reset()
        XCTAssertFalse(Settings.verbose)
    }
}
