import XCTest
@testable import SampleKit

final class FormattingTests: XCTestCase {
    func testDecodesTokensFromJSON() throws {
        let data = Data(#"["a", "b"]"#.utf8)
        let words = try JSONDecoder().decode([String].self, from: data)
        XCTAssertEqual(words.joined(separator: " "), "a b")
    }

    func testTrimsWhitespace() {
        let text = "  12 ".trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(NumberParser().parseIfPossible(text), 12)
    }
}
