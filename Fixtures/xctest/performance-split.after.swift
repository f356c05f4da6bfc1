import XCTest
import Testing
@testable import SampleKit

/// Tokenizer checks, with a timing or two.
struct SplitTokenizerTests {
    let text: String

    init() {
        text = String(repeating: "word 12 ", count: 200)
    }

    @Test func countsTokens() {
        #expect(tokenize("a 1").count == 2)
    }

    @Test func longTextIsTokenized() {
        #expect(tokens(in: text) == 400)
    }

    private func tokens(in text: String) -> Int {
        tokenize(text).count
    }
}

// Swift Testing has no measure {}: the performance tests stay in XCTest, with the same set-up.
final class SplitTokenizerPerformanceTests: XCTestCase {
    var text: String!

    override func setUp() {
        super.setUp()
        text = String(repeating: "word 12 ", count: 200)
    }

    func testTokenizePerformance() {
        measure {
            _ = tokenize(text)
        }
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
