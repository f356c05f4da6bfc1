import XCTest
@testable import SampleKit

// Declared in one piece: the manifest's `extension RoundingTests { static let __allTests__… }` is
// only its Linux list, which goes with the conversion, so the performance test still moves out.
final class RoundingTests: XCTestCase {
    func testAdds() {
        XCTAssertEqual(Calculator().add(1, 2), 3)
    }

    func testAddingSpeed() {
        measure {
            _ = Calculator().add(1, 2)
        }
    }
}
