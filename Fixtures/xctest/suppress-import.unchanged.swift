// swift-migrate:disable-next-line xctest.import
import XCTest

final class ImportKeptTests: XCTestCase {
    func testKept() {
        XCTAssertTrue(true)
    }
}
