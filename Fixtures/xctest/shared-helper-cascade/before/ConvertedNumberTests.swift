import XCTest
@testable import SampleKit

final class ConvertedNumberTests: XCTestCase {
    func testParsesTwelve() {
        checkNumber("12", is: 12)
    }

    // Fails on purpose: the helper must record through Swift Testing here.
    func testMisreadsTwelve() {
        checkNumber("12", is: 21)
    }

    func testOneLiner() { checkSign("-3") }
}

func checkSign(_ text: String) { XCTAssertTrue(text.hasPrefix("-")) }

final class StayingSignTests: XCTestCase {
    override class func tearDown() { super.tearDown() }

    func testNegative() { checkSign("-1") }
}
