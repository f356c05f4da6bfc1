#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import Testing
@testable import SampleKit

// XCTest brought Dispatch; FoundationEssentials does not.
struct DeadlineTests {
    @Test func deadlineIsLater() {
        let now = DispatchTime.now()
        #expect(now + .seconds(1) > now)
    }
}
