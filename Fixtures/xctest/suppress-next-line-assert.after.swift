import XCTest
import Testing

// An assertion kept by a comment keeps its whole class in XCTest: an XCTAssert left inside an
// @Test would be silently ignored. The other class converts.
final class NextLineAssertKeptTests: XCTestCase {
    func testKept() {
        // swift-migrate:disable-next-line xctest.assert
        XCTAssertEqual(1 + 1,
                       2)
        XCTAssertTrue(true)
    }
}

struct NextLineAssertConvertedTests {
    @Test func converted() {
        #expect(true)
    }
}
