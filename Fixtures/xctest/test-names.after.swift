import Testing
@testable import SampleKit

struct NamingTests {
    let parser = NumberParser()

    @Test func urlParsing() {
        #expect(tokenize("https://example.com").count == 1)
    }

    @Test func snake_case_name() {
        #expect(tokenize("a_b") == [.word("a_b")])
    }

    @Test func testParse() throws {
        #expect(try parse("3") == 3)
    }

    @Test func testDefault() {
        #expect(parser.parseIfPossible("") == nil)
    }

    @Test func testTokenize() {
        #expect(tokenize("1 2").count == 2)
    }

    @Test func test() {
        #expect(parser.parseIfPossible("0") == 0)
    }

    @Test func test2() {
        #expect(parser.parseIfPossible("2") == 2)
    }

    func parse(_ text: String) throws -> Int {
        try parser.parse(text)
    }

    private func testHelperWithArgument(_ value: Int) -> Bool {
        value > 0
    }

    static func testStaticHelper() {}
}
