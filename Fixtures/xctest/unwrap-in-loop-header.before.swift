import XCTest

final class DirectoryTests: XCTestCase {
    func testListsEveryName() throws {
        let names: [String]? = ["a", "b"]
        var seen = [String]()
        for name in try XCTUnwrap(names) {
            seen.append(name)
        }
        if try XCTUnwrap(names?.first) == "a" {
            seen.append("first")
        }
        XCTAssertEqual(seen, ["a", "b", "first"])
    }
}
