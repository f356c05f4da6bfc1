import XCTest
@testable import SampleKit

final class RemovalTests: StoreTestCase {
    override func makeItems(_ count: Int) -> [String] {
        (0..<count).map { "removable \($0)" }
    }

    func testStartsEmpty() {
        assertEmpty()
        XCTAssertEqual(makeItems(1), ["removable 0"])
    }
}
