import XCTest
@testable import SampleKit

final class VerbosityTests: XCTestCase {
    func testVerboseIsOffAfterReset() {
        Settings.verbose = true
        Settings.reset()
        XCTAssertFalse(Settings.verbose)
    }
}
