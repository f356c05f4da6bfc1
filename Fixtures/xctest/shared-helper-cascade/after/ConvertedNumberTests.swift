import XCTest
import Testing
@testable import SampleKit

struct ConvertedNumberTests {
    @Test func parsesTwelve() {
        checkNumber("12", is: 12)
    }

    // Fails on purpose: the helper must record through Swift Testing here.
    @Test func misreadsTwelve() {
        checkNumber("12", is: 21)
    }

    @Test func oneLiner() { checkSign("-3") }
}

func checkSign(_ text: String) { if Test.current != nil { #expect(text.hasPrefix("-")) } else { XCTAssertTrue(text.hasPrefix("-")) } }

final class StayingSignTests: XCTestCase {
    override class func tearDown() { super.tearDown() }

    func testNegative() { checkSign("-1") }
}
