import XCTest
@testable import SampleKit

/// Tokenizer checks, with a timing or two.
final class SplitTokenizerTests: XCTestCase {
    var text: String!

    override func setUp() {
        super.setUp()
        text = String(repeating: "word 12 ", count: 200)
    }

    func testCountsTokens() {
        XCTAssertEqual(tokenize("a 1").count, 2)
    }

    func testTokenizePerformance() {
        measure {
            _ = tokenize(text)
        }
    }

    func testLongTextIsTokenized() {
        XCTAssertEqual(tokens(in: text), 400)
    }

    func testTokenCountPerformance() {
        measure {
            _ = tokens(in: text)
        }
    }

    private func tokens(in text: String) -> Int {
        tokenize(text).count
    }
}
