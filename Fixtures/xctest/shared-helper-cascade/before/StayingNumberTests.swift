import XCTest
@testable import SampleKit

final class StayingNumberTests: XCTestCase {
    override class func setUp() {
        super.setUp()
    }

    func testParsesSeven() {
        checkNumber("7", is: 7)
    }

    // Fails on purpose: the helper must record through XCTest here.
    func testMisreadsSeven() {
        checkNumber("7", is: 8)
    }
}
