import Foundation
import Testing
@testable import SampleKit

struct FormattingTests {
    @Test func decodesTokensFromJSON() throws {
        let data = Data(#"["a", "b"]"#.utf8)
        let words = try JSONDecoder().decode([String].self, from: data)
        #expect(words.joined(separator: " ") == "a b")
    }

    @Test func trimsWhitespace() {
        let text = "  12 ".trimmingCharacters(in: .whitespaces)
        #expect(NumberParser().parseIfPossible(text) == 12)
    }
}
