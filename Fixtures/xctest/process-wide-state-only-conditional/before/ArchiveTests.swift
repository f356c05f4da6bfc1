#if canImport(Darwin)
import XCTest
@testable import SampleKit

final class ArchiveTests: XCTestCase {
    func testVerbose() {
        Settings.verbose = true
        XCTAssertTrue(Settings.verbose)
    }
}
#endif
