import XCTest
import Testing
@testable import SampleKit

// Declared in one piece: the manifest's `extension RoundingTests { static let __allTests__… }` is
// only its Linux list, which goes with the conversion, so the performance test still moves out.
struct RoundingTests {
    @Test func adds() {
        #expect(Calculator().add(1, 2) == 3)
    }
}

// Swift Testing has no measure {}: the performance tests stay in XCTest, with the same set-up.
final class RoundingPerformanceTests: XCTestCase {

    func testAddingSpeed() {
        measure {
            _ = Calculator().add(1, 2)
        }
    }
}
