import XCTest

final class BundleTests: XCTestCase {
    func testFindsTheResourceFolder() throws {
        let root: String? = "/tmp"
        let children: [String]? = ["a"]
        let first = try XCTUnwrap(children.map { _ in try XCTUnwrap(root) })
        XCTAssertEqual(first, "/tmp")
    }
}
