import XCTest
@testable import SampleKit

final class AssertionTests: XCTestCase {
    func testEquality() {
        let tokens = tokenize("width 42")
        XCTAssertEqual(tokens.count, 2)
        XCTAssertEqual(tokens, [.word("width"), .integer(42)])
        XCTAssertNotEqual(tokens.first, .integer(42))
        XCTAssert(tokens.contains(.integer(42)))
        XCTAssertTrue(!tokens.isEmpty)
        XCTAssertFalse(tokens.isEmpty)
    }

    func testOrdering() {
        let numbers = [3, 1, 2].sorted()
        XCTAssertGreaterThan(numbers[2], numbers[0])
        XCTAssertGreaterThanOrEqual(numbers.count, 3)
        XCTAssertLessThan(numbers[0], 2)
        XCTAssertLessThanOrEqual(numbers.first ?? 0, 1)
    }

    func testOptionals() {
        let parser = NumberParser()
        XCTAssertNil(parser.parseIfPossible("twelve"))
        XCTAssertNotNil(parser.parseIfPossible("12"))
        XCTAssertEqual(parser.parseIfPossible(" 7 "), 7)
    }

    func testIdentity() {
        let calculator = Calculator()
        let sameCalculator = calculator
        XCTAssertIdentical(calculator, sameCalculator)
        XCTAssertNotIdentical(calculator, Calculator())
    }

    func testFailure() {
        let tokens = tokenize("")
        if !tokens.isEmpty {
            XCTFail("expected no tokens, got \(tokens)")
        }
        guard tokens.isEmpty else {
            return XCTFail()
        }
    }
}
