import XCTest
@testable import SampleKit

final class OperandTests: XCTestCase {
    let parser = NumberParser()

    func testTernaryOperand() {
        let strict = true
        XCTAssertEqual(strict ? 1 : 2, 1)
    }

    func testLogicalOperands() {
        let hasWords = tokenize("a b").count == 2
        let hasNumbers = tokenize("1").isEmpty
        XCTAssertEqual(hasWords || hasNumbers, true)
        XCTAssertFalse(hasWords && hasNumbers)
        XCTAssertEqual(hasWords && hasNumbers, false)
    }

    func testComparisonOperand() {
        let count = tokenize("x y").count
        XCTAssertEqual(count == 2, true)
        XCTAssertFalse(count == 3)
        XCTAssertNil(count > 1 ? nil : count)
    }

    func testTryOperands() {
        XCTAssertEqual(try parser.parse("4"), 4)
        XCTAssertEqual(4, try parser.parse(" 4"))
        XCTAssertFalse(try parser.parse("0") == 1)
        XCTAssertNil(try? parser.parse("x"))
    }

    func testTryInsideClosure() throws {
        try ["1", "2"].forEach { XCTAssertEqual(try parser.parse($0), Int($0)) }
    }

    func testClosureOperands() {
        XCTAssertEqual([1, 2].map { $0 * 2 }, [2, 4])
        XCTAssertEqual({ 1 + 1 }(), 2)
    }
}
