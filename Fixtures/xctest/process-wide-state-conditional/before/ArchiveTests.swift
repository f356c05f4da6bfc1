#if os(macOS)
import XCTest
@testable import SampleKit

// Only macOS builds see this suite, so the shared trait must not be defined here.
final class ArchiveTests: XCTestCase {
    func testCompressionIsGlobal() {
        Settings.verbose = true
        XCTAssertTrue(Settings.verbose)
    }
}
#endif
