#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import XCTest
@testable import SampleKit

// XCTest brought Dispatch; FoundationEssentials does not.
final class DeadlineTests: XCTestCase {
    func testDeadlineIsLater() {
        let now = DispatchTime.now()
        XCTAssertGreaterThan(now + .seconds(1), now)
    }
}
