import XCTest
import Testing

struct MiddleConvertedTests {
    @Test func converted() {
        #expect(true)
    }
}

final class MiddleKeptTests: XCTestCase {
    func testBefore() {
        XCTAssertTrue(true)
    }

    // swift-migrate:disable all
    func testAfter() {
        XCTAssertTrue(true)
    }
}

final class MiddleLaterTests: XCTestCase {
    func testLater() {
        XCTAssertTrue(true)
    }
}
