import XCTest
import Testing
@testable import SampleKit

struct QuickParserTests {
    @Test func parsesDigits() {
        #expect(NumberParser().parseIfPossible("10") == 10)
    }
}

final class SlowParserTests: XCTestCase {
    func testParsePerformance() {
        measure {
            _ = NumberParser().parseIfPossible("10")
        }
    }
}
