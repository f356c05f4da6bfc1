import XCTest
@testable import SampleKit

final class ScannerTests: XCTestCase {
    func testScansWords() {
        XCTAssertEqual(tokenize("a b").count, 2)
    }

    func testScanPerformance() {
        measure { _ = tokenize("a b") }
    }
}

// The name its performance tests would move to is taken.
final class LexerTests: XCTestCase {
    func testLexesNumbers() {
        XCTAssertEqual(tokenize("1").count, 1)
    }

    func testLexPerformance() {
        measure { _ = tokenize("1 2 3") }
    }
}

final class LexerPerformanceTests: XCTestCase {
    func testLongInput() {
        measure { _ = tokenize(String(repeating: "1 ", count: 100)) }
    }
}
