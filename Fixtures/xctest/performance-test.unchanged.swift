import XCTest
@testable import SampleKit

final class TokenizerPerformanceTests: XCTestCase {
    func testTokenizeIsCorrect() {
        XCTAssertEqual(tokenize("a 1").count, 2)
    }

    func testTokenizePerformance() {
        let text = String(repeating: "word 12 ", count: 200)
        measure {
            _ = tokenize(text)
        }
    }
}
