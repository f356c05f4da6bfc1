import XCTest
@testable import SampleKit

final class QuickParserTests: XCTestCase {
    func testParsesDigits() {
        XCTAssertEqual(NumberParser().parseIfPossible("10"), 10)
    }
}

final class SlowParserTests: XCTestCase {
    func testParsePerformance() {
        measure {
            _ = NumberParser().parseIfPossible("10")
        }
    }
}
