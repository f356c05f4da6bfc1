import XCTest
@testable import SampleKit

final class MainThreadTests: XCTestCase {
    func testRunsOnMainThread() {
        XCTAssertTrue(Thread.isMainThread)
    }
}
