import XCTest
@testable import SampleKit

final class LegacyListTests: XCTestCase {
    func testAdds() {
        XCTAssertEqual(Calculator().add(2, 2), 4)
    }

    func testDivides() throws {
        XCTAssertEqual(try Calculator().divide(9, by: 3), 3)
    }

    static var allTests = [
        ("testAdds", testAdds),
        ("testDivides", testDivides),
    ]
}
