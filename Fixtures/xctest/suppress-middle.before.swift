import XCTest

final class MiddleConvertedTests: XCTestCase {
    func testConverted() {
        XCTAssertTrue(true)
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
