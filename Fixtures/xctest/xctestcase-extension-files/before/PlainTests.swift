import XCTest

final class PlainTests: XCTestCase {
    func testAdds() {
        XCTAssertEqual(2 + 2, 4)
    }
}
