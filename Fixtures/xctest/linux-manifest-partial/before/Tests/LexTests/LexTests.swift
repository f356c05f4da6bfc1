import XCTest

final class LexWordTests: XCTestCase {
    func testWords() {
        XCTAssertEqual("a b".split(separator: " ").count, 2)
    }
}

// Nothing but a performance test: it stays in XCTest, and so does the manifest listing it.
final class LexSpeedTests: XCTestCase {
    func testSpeed() {
        measure { _ = "a b".split(separator: " ") }
    }
}
