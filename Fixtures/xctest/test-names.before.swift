import XCTest
@testable import SampleKit

final class NamingTests: XCTestCase {
    let parser = NumberParser()

    func testURLParsing() {
        XCTAssertEqual(tokenize("https://example.com").count, 1)
    }

    func test_snake_case_name() {
        XCTAssertEqual(tokenize("a_b"), [.word("a_b")])
    }

    func testParse() throws {
        XCTAssertEqual(try parse("3"), 3)
    }

    func testDefault() {
        XCTAssertNil(parser.parseIfPossible(""))
    }

    func testTokenize() {
        XCTAssertEqual(tokenize("1 2").count, 2)
    }

    func test() {
        XCTAssertEqual(parser.parseIfPossible("0"), 0)
    }

    func test2() {
        XCTAssertEqual(parser.parseIfPossible("2"), 2)
    }

    func parse(_ text: String) throws -> Int {
        try parser.parse(text)
    }

    private func testHelperWithArgument(_ value: Int) -> Bool {
        value > 0
    }

    static func testStaticHelper() {}
}
