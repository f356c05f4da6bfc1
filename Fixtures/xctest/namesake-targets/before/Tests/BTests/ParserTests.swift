import XCTest

// Same name, another test target: it goes on after a failure, as before.
final class ParserTests: XCTestCase {
    func testWords() {
        XCTAssertEqual("a b".split(separator: " ").count, 2)
    }
}
